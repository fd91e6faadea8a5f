/// Marks what an anchor measures, so anchors of different axes cannot be related (as with
/// UIKit's NSLayoutXAxisAnchor, NSLayoutYAxisAnchor and NSLayoutDimension).
public protocol AnchorAxis {}

/// Horizontal positions: leading, trailing, left, right, centerX.
public enum XAxis: AnchorAxis {}

/// Vertical positions: top, bottom, centerY, baselines.
public enum YAxis: AnchorAxis {}

/// Sizes: width and height (which may be related to each other, e.g. an aspect ratio).
public enum Dimension: AnchorAxis {}

/// A horizontal position anchor.
public typealias XAxisAnchor = LayoutAnchor<XAxis>
/// A vertical position anchor.
public typealias YAxisAnchor = LayoutAnchor<YAxis>
/// A width or height anchor.
public typealias DimensionAnchor = LayoutAnchor<Dimension>
