"""Draw the integration's brand icon: a speech bubble with a check mark, grounded.

The mark: a rounded speech bubble (an answer) holding a check mark (checked before it
is spoken), its tail running down into the electrical ground symbol (grounded in the
retrieved material). Drawn with Pillow at 8x and scaled down for clean edges, on a
transparent background, trimmed and centred on a square canvas.

Writes ``custom_components/grounded_answers/brand/icon.png`` (256x256) and
``icon@2x.png`` (512x512). Run with the project's venv: ``.venv/bin/python
scripts/draw_icon.py``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PIL import Image, ImageDraw

BRAND_DIR: Final = (
    Path(__file__).resolve().parent.parent
    / "custom_components"
    / "grounded_answers"
    / "brand"
)

# Light to deep blue (Home Assistant's #03A9F4 sits between), a navy ground, white mark.
TOP_COLOUR: Final = (41, 182, 246)
BOTTOM_COLOUR: Final = (2, 119, 189)
GROUND_COLOUR: Final = (1, 87, 155)
MARK_COLOUR: Final = (255, 255, 255, 255)

CANVAS: Final = 2048  # working size; both outputs are downscaled from it
SIZES: Final = {"icon.png": 256, "icon@2x.png": 512}
MARGIN: Final = 0.02  # transparent margin around the trimmed artwork, share of a side


def _vertical_gradient(size: int) -> Image.Image:
    """Return a square RGBA image fading from TOP_COLOUR to BOTTOM_COLOUR."""
    column = Image.new("RGBA", (1, size))
    for y in range(size):
        t = y / (size - 1)
        column.putpixel(
            (0, y),
            (
                *(
                    round(top + (bottom - top) * t)
                    for top, bottom in zip(TOP_COLOUR, BOTTOM_COLOUR, strict=True)
                ),
                255,
            ),
        )
    return column.resize((size, size))


def _bubble_mask(size: int) -> Image.Image:
    """Return the speech bubble's silhouette (body and tail) as an ``L`` mask."""
    mask = Image.new("L", (size, size), 0)
    draw = ImageDraw.Draw(mask)
    unit = size / 32
    # Body: a wide rounded rectangle in the upper part of the canvas.
    draw.rounded_rectangle(
        (2 * unit, 2 * unit, 30 * unit, 21 * unit), radius=6 * unit, fill=255
    )
    # Tail: a centred wedge from the body's lower edge, straight down to the ground.
    draw.polygon(
        [
            (12.4 * unit, 20 * unit),
            (19.6 * unit, 20 * unit),
            (16 * unit, 25.6 * unit),
        ],
        fill=255,
    )
    return mask


def _draw_check(draw: ImageDraw.ImageDraw, size: int) -> None:
    """Draw the white check mark inside the bubble, with round joints and ends."""
    unit = size / 32
    width = round(2.6 * unit)
    points = [
        (9.5 * unit, 11.5 * unit),
        (14 * unit, 16 * unit),
        (22.5 * unit, 7 * unit),
    ]
    draw.line(points, fill=MARK_COLOUR, width=width, joint="curve")
    radius = width / 2
    for x, y in (points[0], points[-1]):
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=MARK_COLOUR)


def _draw_ground(draw: ImageDraw.ImageDraw, size: int) -> None:
    """Draw the ground symbol: three bars, each shorter, under the bubble's tail."""
    unit = size / 32
    centre = 16 * unit
    thickness = 1.5 * unit
    bars = (
        (25.2 * unit, 8 * unit),
        (27.7 * unit, 5.2 * unit),
        (30.2 * unit, 2.4 * unit),
    )
    for top, half_width in bars:
        draw.rounded_rectangle(
            (centre - half_width, top, centre + half_width, top + thickness),
            radius=thickness / 2,
            fill=(*GROUND_COLOUR, 255),
        )


def draw_mark(size: int = CANVAS) -> Image.Image:
    """Return the full-resolution artwork on a transparent square canvas."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    image.paste(_vertical_gradient(size), (0, 0), _bubble_mask(size))
    draw = ImageDraw.Draw(image)
    _draw_check(draw, size)
    _draw_ground(draw, size)
    return image


def trim_to_square(image: Image.Image, margin: float = MARGIN) -> Image.Image:
    """Crop to the opaque pixels, then centre them on a transparent square canvas."""
    alpha = image.getchannel("A")
    bbox = alpha.getbbox()
    if bbox is None:
        raise ValueError("the artwork is empty")
    cropped = image.crop(bbox)
    side = round(max(cropped.size) * (1 + 2 * margin))
    square = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    square.paste(cropped, ((side - cropped.width) // 2, (side - cropped.height) // 2))
    return square


def main() -> None:
    """Draw the mark once and write each size."""
    artwork = trim_to_square(draw_mark())
    BRAND_DIR.mkdir(parents=True, exist_ok=True)
    for name, side in SIZES.items():
        path = BRAND_DIR / name
        artwork.resize((side, side), Image.Resampling.LANCZOS).save(path, optimize=True)
        print(
            f"wrote {path.relative_to(BRAND_DIR.parent.parent.parent)} ({side}x{side})"
        )


if __name__ == "__main__":
    main()
