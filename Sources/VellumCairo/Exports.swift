// Images, PNG files and the limits on pictures are part of what rendering gives.
@_exported import VellumImage
