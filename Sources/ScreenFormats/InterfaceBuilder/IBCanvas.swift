import LayoutEngine

/// The canvas Interface Builder drew a screen on: the document's simulated device
/// (`<device id="retina6_12" orientation="portrait">`) and the bars the scene simulates.
/// Interface Builder saved every frame in the file for this canvas.
struct IBCanvas {
    /// A simulated device: its portrait size and safe-area insets with no bars but the
    /// status bar and home indicator.
    struct Model {
        var width: Double
        var height: Double
        var safeTop: Double
        var safeBottom: Double
        var scale: Double
    }

    /// Interface Builder's device ids (Xcode 12–16) with the metrics of the device each stands for.
    static let models: [String: Model] = [
        "retina3_5": Model(width: 320, height: 480, safeTop: 20, safeBottom: 0, scale: 2),
        "retina4_0": Model(width: 320, height: 568, safeTop: 20, safeBottom: 0, scale: 2),
        "retina4_7": Model(width: 375, height: 667, safeTop: 20, safeBottom: 0, scale: 2),
        "retina5_5": Model(width: 414, height: 736, safeTop: 20, safeBottom: 0, scale: 3),
        "retina5_9": Model(width: 375, height: 812, safeTop: 44, safeBottom: 34, scale: 3),
        "retina5_4": Model(width: 375, height: 812, safeTop: 50, safeBottom: 34, scale: 3),
        "retina6_1": Model(width: 414, height: 896, safeTop: 48, safeBottom: 34, scale: 2),
        "retina6_5": Model(width: 414, height: 896, safeTop: 44, safeBottom: 34, scale: 3),
        "retina6_0": Model(width: 390, height: 844, safeTop: 47, safeBottom: 34, scale: 3),
        "retina6_7": Model(width: 428, height: 926, safeTop: 47, safeBottom: 34, scale: 3),
        "retina6_12": Model(width: 393, height: 852, safeTop: 59, safeBottom: 34, scale: 3),
        "retina6_72": Model(width: 430, height: 932, safeTop: 59, safeBottom: 34, scale: 3),
        "retina6_3": Model(width: 402, height: 874, safeTop: 62, safeBottom: 34, scale: 3),
        "retina6_9": Model(width: 440, height: 956, safeTop: 62, safeBottom: 34, scale: 3),
        "ipad9_7": Model(width: 768, height: 1024, safeTop: 20, safeBottom: 0, scale: 2),
        "ipad10_2": Model(width: 810, height: 1080, safeTop: 20, safeBottom: 0, scale: 2),
        "ipad10_5": Model(width: 834, height: 1112, safeTop: 20, safeBottom: 0, scale: 2),
        "ipad10_9rounded": Model(width: 820, height: 1180, safeTop: 24, safeBottom: 20, scale: 2),
        "ipad11": Model(width: 834, height: 1194, safeTop: 24, safeBottom: 20, scale: 2),
        "ipad12_9": Model(width: 1024, height: 1366, safeTop: 20, safeBottom: 0, scale: 2),
        "ipad12_9rounded": Model(width: 1024, height: 1366, safeTop: 24, safeBottom: 20, scale: 2),
    ]

    /// The model for documents that name no device (Xcode's default before device ids): iPhone 8.
    static let defaultModel = Model(width: 375, height: 667, safeTop: 20, safeBottom: 0, scale: 2)
    /// A tab bar's height above the home indicator (49 pt on every iPhone and iPad).
    static let tabBarHeight = 49.0
    /// A toolbar's height above the home indicator.
    static let toolbarHeight = 44.0

    /// The document's device id (`retina6_12`), if it names one.
    var deviceID: String?
    /// The document's canvas orientation.
    var orientation: Orientation

    /// The version of the Interface Builder that drew the canvas (`InterfaceBuilderReader.ibVersion`).
    var ibVersion: Double

    /// Reads `<device>` from a `<document>`.
    init(document: IBElement) {
        let device = document.child("device")
        deviceID = device?["id"]
        orientation = device?["orientation"] == "landscape" ? .landscape : .portrait
        ibVersion = InterfaceBuilderReader.ibVersion(of: document)
    }

    /// The first Interface Builder version (Xcode 14) that draws `retina6_1` (iPhone 11) with
    /// its iOS 14 and later 48 pt status bar; earlier ones drew it 44 pt tall, as Pocket
    /// Casts' files saved by Xcode 10–13 show (views pinned to the safe area at y 44, 48 from Xcode 14).
    static let firstTallIPhone11StatusBarVersion = 21000.0

    /// The device model of the document.
    var model: Model {
        var model = deviceID.flatMap { IBCanvas.models[$0] } ?? IBCanvas.defaultModel
        if deviceID == "retina6_1", ibVersion > 0, ibVersion < IBCanvas.firstTallIPhone11StatusBarVersion { model.safeTop = 44 }
        return model
    }

    /// True when IB draws the component `root` as a whole screen: a view (not a cell) saved at
    /// exactly the device's size, under its status bar and over its home indicator.
    func drawsAsScreen(_ root: IBScreenRoot) -> Bool {
        guard case .component = root.placement, root.cell == nil else { return false }
        let frame = IBGeometry.frame(of: root.element)
        return frame.width == model.width && frame.height == model.height
    }

    /// True when IB draws the freeform component `root` at the top of its document's device, so
    /// that the device's status bar (and, for a view nearly as tall, its home indicator) overlaps
    /// its safe area: a view that is not a cell, sized freely, with a safe area, in a portrait
    /// document that names its device. Saved frames show it on devices with a sensor housing
    /// whatever the Xcode, and on the others (a 20 pt status bar) from Xcode 14 only.
    func drawsAtDeviceTop(_ root: IBScreenRoot) -> Bool {
        guard case .component = root.placement, root.cell == nil, deviceID != nil,
              root.element.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil,
              root.element.child("viewLayoutGuide", key: "safeArea") != nil else { return false }
        guard orientation == .portrait else { return false }
        return model.safeBottom > 0 || ibVersion >= IBCanvas.firstFreeformStatusBarVersion
    }

    /// The first Interface Builder version (Xcode 14) that draws an iPhone 8–style device's 20 pt
    /// status bar over a freeform view: DuckDuckGo's notification banner saved at y 20 by
    /// Xcode 14; six Open Food Facts and corpus views saved by Xcode 9–11 at y 0.
    static let firstFreeformStatusBarVersion = 21000.0

    /// The canvas for a screen root, as a device whose portrait size is the canvas size (the
    /// saved root frame when the root is a screen or a freeform component, the device otherwise)
    /// and whose safe area includes the bars the controller simulates.
    func device(for root: IBScreenRoot) -> Device {
        let model = self.model
        let frame = IBGeometry.frame(of: root.element)
        var size = Size(width: model.width, height: model.height)
        var top = model.safeTop, bottom = model.safeBottom
        var barsApply = false
        switch root.placement {
        case .screen:
            if frame.width > 0, frame.height > 0 { size = Size(width: frame.width, height: frame.height) }
            // A view smaller than the device (a sheet, a freeform controller, a popover, a view
            // below an opaque navigation bar) has no status bar or home indicator over it, nor
            // has a file naming no device whose view is not the default device's size (a
            // freeform canvas, Go Map!!'s 414×896 Height screen); a translucent navigation bar
            // still covers the top of a sheet.
            if size.height < model.height || size.width < model.width || (deviceID == nil && size != Size(width: model.width, height: model.height)) {
                top = root.bars.navigationBar && !root.bars.opaqueNavigationBar ? root.bars.topInset(statusBar: 0) : 0
                bottom = 0
            } else {
                barsApply = top > 0 || bottom > 0
            }
        case .component:
            // A component is laid out at its own width (a cell's content view at its cell's, the
            // accessory taking its part), on a canvas with no safe-area insets.
            // A cell of an inset-grouped table: at its table's width, which sets its inset.
            let width = root.insetListWidth ?? root.cell.map { IBGeometry.frame(of: $0).width } ?? frame.width
            size = Size(width: width > 0 ? width : model.width, height: max(frame.height, model.height))
            // A view drawn at the device's full size (a xib header IB shows as a screen) has the
            // device's status bar and home indicator over it on IB's canvas.
            let drawnAsScreen = drawsAsScreen(root)
            top = drawnAsScreen ? model.safeTop : 0
            bottom = drawnAsScreen ? model.safeBottom : 0
            if !drawnAsScreen, drawsAtDeviceTop(root) {
                // The device's insets on the device-tall canvas: the view, pinned to its top,
                // meets the home indicator only if it reaches that far.
                top = model.safeTop
                bottom = model.safeBottom
            }
        }
        if barsApply {
            top = root.bars.topInset(statusBar: top)
            if root.bars.tabBar { bottom += IBCanvas.tabBarHeight }
            if root.bars.toolbar { bottom += IBCanvas.toolbarHeight }
        }
        let portrait = orientation == .portrait ? size : Size(width: size.height, height: size.width)
        return Device(name: "Interface Builder \(deviceID ?? "canvas")", portraitWidth: portrait.width,
                      portraitHeight: portrait.height, safeTopPortrait: top, safeBottomPortrait: bottom,
                      safeSideLandscape: top, safeBottomLandscape: bottom, scale: model.scale)
    }
}
