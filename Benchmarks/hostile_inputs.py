#!/usr/bin/env python3
"""Writes the Swift hostile inputs of Benchmarks/hostile.md, one folder each, under the folder
given (default /tmp/hostile-swift). Sweep each with --jobs 1 and time it:

    python3 Benchmarks/hostile_inputs.py /tmp/hostile-swift
    for d in /tmp/hostile-swift/*/; do /usr/bin/time -f "$d %M KB %e s" $B sweep $d \
        --devices "iPhone 15" --orientations portrait --categories large --locales en --jobs 1 > /dev/null; done
"""
import sys
OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/hostile-swift"
import os
AB='"ab"'
def w(path, s):
    path = os.path.join(OUT, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, 'w').write(s)
def screen(body, extra=""):
    return f"""import UIKit

final class Panel: UIView {{
    let title = UILabel()
{extra}
    override init(frame: CGRect) {{
        super.init(frame: frame)
{body}
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: topAnchor, constant: 16),
        ])
    }}
    required init?(coder: NSCoder) {{ fatalError() }}
}}
"""
w('superview/P.swift', screen("        let x = title" + ".superview!"*15000 + "\n"))
w('optchain/P.swift', screen("        let x = title" + "?.superview"*15000 + "\n"))
w('bang/P.swift', screen("        let x = title" + "!"*30000 + "\n"))
w('nestarr/P.swift', screen("        let x = " + "["*28 + "1" + "]"*28 + "\n"))
w('nestarr100k/P.swift', screen("        let x = " + "["*100000 + "1" + "]"*100000 + "\n"))
w('bigwidth/P.swift', screen("        title.text = \"Hello\"\n        title.widthAnchor.constraint(equalToConstant: 1e20).isActive = true\n"))
w('bigfont/P.swift', screen("        title.text = \"Hello\"\n        title.font = .systemFont(ofSize: 1e308 * 1e308)\n"))
w('nonfinite/P.swift', screen("        title.text = \"Hello\"\n        title.widthAnchor.constraint(equalTo: widthAnchor, multiplier: .infinity).isActive = true\n        title.heightAnchor.constraint(equalToConstant: .nan).isActive = true\n"))
w('double30/P.swift', screen("        var s = \"ab\"\n" + "        s = s + s\n"*30 + "        title.text = s\n"))
w('static60/P.swift', screen("        title.text = Panel.s60\n", "".join(f"    static let s{i} = {AB if i==0 else f's{i-1} + s{i-1}'}\n" for i in range(61))))
w('triple40/P.swift', screen("".join(f"        let s{i} = {AB if i==0 else f's{i-1} + s{i-1} + s{i-1}'}\n" for i in range(41)) + "        title.text = s40\n"))
# interpolation 8000 deep
s='"x"'
for i in range(8000): s = '"\\(' + s + ')"'
w('interp/P.swift', screen(f"        title.text = {s}\n"))
# 50MB literal
w('biglit/P.swift', screen("        title.text = \"" + "a"*(50*1024*1024) + "\"\n"))
# activate 50000
cons = "".join("            title.widthAnchor.constraint(greaterThanOrEqualToConstant: %d),\n" % i for i in range(50000))
w('activate/P.swift', screen("        title.text = \"Hi\"\n        NSLayoutConstraint.activate([\n" + cons + "        ])\n"))
def nested_classes(count):
    """`count` view classes, each holding two instances of the next."""
    src = "import UIKit\n"
    for i in range(count):
        nxt = f"V{i+1}" if i + 1 < count else "UIView"
        src += f"""final class V{i}: UIView {{
    let a = {nxt}()
    let b = {nxt}()
    override init(frame: CGRect) {{
        super.init(frame: frame)
        [a, b].forEach {{ $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }}
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: leadingAnchor), a.topAnchor.constraint(equalTo: topAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.topAnchor.constraint(equalTo: topAnchor)])
    }}
    required init?(coder: NSCoder) {{ fatalError() }}
}}
"""
    return src
w('classes100/P.swift', nested_classes(100))
w('classes300/P.swift', nested_classes(300))
# superclass cycle
w('cycle/P.swift', """import UIKit
class A: B {}
class B: A {}
final class VC: UIViewController {
    let inner = A()
    override func viewDidLoad() {
        super.viewDidLoad()
        inner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inner)
        NSLayoutConstraint.activate([inner.leadingAnchor.constraint(equalTo: view.leadingAnchor), inner.topAnchor.constraint(equalTo: view.topAnchor)])
    }
}
""")

# 900,000 operands in one sum
w('sum/P.swift', screen("        let n = " + "+".join(["1"] * 900000) + "\n"))

# An app (Package.swift marks its root) whose xib's class sits beside 80,000 nested types, each
# holding #if/#else/#endif: the nib-name scan of the app's code (sweep the xib, not the folder)
OWNER_XIB = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES">
<device id="retina6_12" orientation="portrait" appearance="light"/>
<objects>
<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="DeepOwner">
<connections><outlet property="titleLabel" destination="e1" id="o1"/><outlet property="view" destination="root" id="o2"/></connections>
</placeholder>
<view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
<subviews><label opaque="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="e1"><rect key="frame" x="16" y="20" width="200" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label></subviews>
<constraints><constraint firstItem="e1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/><constraint firstItem="e1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/></constraints>
</view>
</objects>
</document>
"""
w('nestedif/Package.swift', "// swift-tools-version:5.9\n")
w('nestedif/Owner.xib', OWNER_XIB)
w('nestedif/Owner.swift', """import UIKit
final class DeepOwner: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    override func viewDidLoad() { super.viewDidLoad(); titleLabel.text = NSLocalizedString("Hi", comment: "") }
}
""")
w('nestedif/Deep.swift', "import UIKit\n" + "".join(f"struct S{i} {{\n#if DEBUG\n#else\n#endif\n" for i in range(80000)) + "}\n" * 80000)

# The same app's class looping over an outlet collection 100,000 loops deep (unset-texts reads
# each loop's body for a text set on the loop's variable)
w('nestedloops/Package.swift', "// swift-tools-version:5.9\n")
w('nestedloops/Owner.xib', OWNER_XIB.replace('<outlet property="titleLabel" destination="e1" id="o1"/>',
                                             '<outletCollection property="keypadButtons" destination="e1" id="o1"/>'))
w('nestedloops/Owner.swift', "import UIKit\nfinal class DeepOwner: UIViewController {\n    @IBOutlet var keypadButtons: [UILabel]!\n    func f() {\n"
  + "for b in keypadButtons {\nb.alpha = 1\n" * 100000 + "}\n" * 100000 + "    }\n}\n")
