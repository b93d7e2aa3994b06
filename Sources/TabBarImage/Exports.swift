// Images are measured in the same points and pixels as the model, and read under the same bounds.
@_exported import TabBarFiles
@_exported import TabBarGeometry
