// Points, sizes and rectangles are the model's vocabulary, and the files a spec loader reads are
// bounded the one way every input is: a user of the model sees both as part of it.
@_exported import TabBarFiles
@_exported import TabBarGeometry
