// The text model (fonts, categories, the measuring protocol and its values) is part of this
// module's public face: a client that imports TextEngine sees it without a second import.
@_exported import TextModel
