"""Home Assistant harness tests of the integration."""
