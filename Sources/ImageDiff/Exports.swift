// Pixel rectangles (ignore regions, changed areas) are part of a comparison's API.
@_exported import TabBarGeometry
