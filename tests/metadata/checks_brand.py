"""Check of the brand images in ``custom_components/<domain>/brand``."""

from pathlib import Path

from PIL import Image

from tests.metadata.reference_data import ICON_SIDES, LOGO_SHORTEST_SIDES, TRIMMED_SHARE
from tests.metadata.repository import Repo


def image_problems(path: Path) -> tuple[Image.Image | None, list[str]]:
    """Open a PNG; return it with its format, transparency and trimming problems."""
    try:
        with Image.open(path) as opened:
            image, image_format = opened.convert("RGBA"), opened.format
    except OSError as err:
        return None, [f"{path.name}: cannot be read as an image ({err})"]
    problems = (
        [] if image_format == "PNG" else [f"{path.name}: is {image_format}, not PNG"]
    )
    alpha = image.getchannel("A")
    if alpha.getextrema()[0] != 0:
        problems.append(f"{path.name}: has no transparent background")
    if (box := alpha.getbbox()) is None:
        problems.append(f"{path.name}: is empty")
    elif (box[2] - box[0]) < TRIMMED_SHARE * image.width and (
        box[3] - box[1]
    ) < TRIMMED_SHARE * image.height:
        problems.append(f"{path.name}: is not trimmed (artwork box {box})")
    return image, problems


def check_brand_images(repo: Repo) -> list[str]:
    """Check brand/: icon.png 256x256, icon@2x.png 512x512, logos; PNG, transparent."""
    brand = repo.integration_dir / "brand"
    if not (brand / "icon.png").is_file():
        return ["brand/icon.png is missing"]
    problems: list[str] = []
    for path in sorted(brand.glob("*.png")):
        name = path.name.removeprefix("dark_")
        if name not in ICON_SIDES and name not in LOGO_SHORTEST_SIDES:
            problems.append(f"brand/{path.name} is not a brand image name")
            continue
        image, found = image_problems(path)
        problems += found
        if image is None:
            continue
        side = ICON_SIDES.get(name)
        if side and image.size != (side, side):
            problems.append(
                f"brand/{path.name} is {image.size}, expected ({side}, {side})"
            )
        if name in LOGO_SHORTEST_SIDES:
            low, high = LOGO_SHORTEST_SIDES[name]
            if not low <= min(image.size) <= high:
                problems.append(f"brand/{path.name} shortest side is not {low}-{high}")
    return problems
