// Points, sizes and rectangles live with the images (icons and contact sheets carry them too);
// a user of the model sees them as part of it.
@_exported import TabBarImage
