"""The answer engine: route, retrieve, synthesize, gate, speak.

Pure Python and asyncio. Nothing under this package imports Home Assistant: it takes
its HTTP session, clock and options as arguments.
"""
