"""Stand-ins for external services: real servers on 127.0.0.1."""
