/// The ScreenFormats module: reads `.layout.yaml` specs, Visual Format Language strings and
/// Interface Builder files into `LayoutEngine.Screen` values.
public enum ScreenFormatsModule {}
