"""Material: router (en, manual)."""

PASSAGE = {
    "language": "en",
    "kind": "manual",
    "material": """
Network settings
The router broadcasts two networks. The main network "Home" uses channel 6 on the 2.4 GHz band and channel 44 on the 5 GHz band. The guest network "Visitors" uses channel 11 and is limited to 20 devices; the main network accepts up to 64 devices.
DHCP leases last 24 hours on the main network and 2 hours on the guest network. The guest network switches itself off after 8 hours unless you renew it in the app.
To restart the router, hold the reset button for 10 seconds; holding it for 30 seconds restores the factory settings and erases all passwords.
""",
    "facts": [
        (
            "On the 2.4 GHz band the main network uses channel {n}.",
            6,
            "channel",
            ["6", "six"],
        ),
        (
            "On the 5 GHz band the main network uses channel {n}.",
            44,
            "channel",
            ["44", "forty-four"],
        ),
        ("The guest network uses channel {n}.", 11, "channel", ["11", "eleven"]),
        (
            "The guest network is limited to {n} devices.",
            20,
            "devices",
            ["20", "twenty"],
        ),
        (
            "The main network accepts up to {n} devices.",
            64,
            "devices",
            ["64", "sixty-four"],
        ),
        (
            "DHCP leases on the main network last {n} hours.",
            24,
            "hours",
            ["24", "twenty-four"],
        ),
        ("DHCP leases on the guest network last {n} hours.", 2, "hours", ["2", "two"]),
        (
            "The guest network switches itself off after {n} hours.",
            8,
            "hours",
            ["8", "eight"],
        ),
        (
            "To restart the router, hold the reset button for {n} seconds.",
            10,
            "seconds",
            ["10", "ten"],
        ),
        (
            "Holding the reset button for {n} seconds restores the factory settings.",
            30,
            "seconds",
            ["30", "thirty"],
        ),
    ],
}
