// The command line's parsing, console and the commands that need no rendering.
@_exported import VellumCommandLine
