import Foundation
import Testing
@testable import AppCode

/// The app index follows a class up its superclasses as the app's Swift code declares them,
/// nearest first, to the first class the app does not declare in Swift.
@Suite struct AppIndexTests {
    static func index(_ files: [(path: String, code: String)]) -> AppIndex {
        AppIndex(scans: files.map { file in
            let isSwift = file.path.hasSuffix(".swift")
            return (file.path, NibNameScanner(code: Data(file.code.utf8), isSwift: isSwift), [])
        })
    }

    @Test func superclassesAreFollowedAcrossFilesNearestFirst() {
        let index = Self.index([
            ("Space.swift", "final class SpaceChildSpaceViewCell: SpaceChildViewCell {\n}\n"),
            ("Child.swift", "class SpaceChildViewCell: UITableViewCell, Themable {\n}\n"),
        ])
        #expect(index.superclassChain(of: "SpaceChildSpaceViewCell") == ["SpaceChildViewCell", "UITableViewCell"])
        #expect(index.lineage(of: "SpaceChildViewCell") == ["SpaceChildViewCell", "UITableViewCell"])
        #expect(index.superclassChain(of: "UITableViewCell").isEmpty)
        #expect(index.superclassChain(of: "Unknown").isEmpty)
    }

    /// An Objective-C superclass ends the chain (its code is the Objective-C rules' to read);
    /// a generic parameter or protocol list is not the superclass.
    @Test func objectiveCEndsTheChainAndGenericsGiveTheirSuperclass() {
        let index = Self.index([
            ("RoomCell.swift", "class RoomCell: MXKRoomCell {}\nclass Box<T>: BaseBox, Equatable {}\n"),
            ("MXKRoomCell.h", "@interface MXKRoomCell : MXKTableViewCell <MXKCellRendering>\n@end\n"),
            ("MXKTableViewCell.h", "@interface MXKTableViewCell : UITableViewCell\n@end\n@interface MXKTableViewCell (Theme)\n@end\n"),
        ])
        #expect(index.superclassChain(of: "RoomCell") == ["MXKRoomCell"])
        #expect(index.superclassChain(of: "MXKRoomCell").isEmpty)
        #expect(index.superclassChain(of: "Box") == ["BaseBox"])
    }

    /// Broken code that makes classes inherit from each other ends the chain before it repeats;
    /// the first declaration read is the one followed when two disagree.
    @Test func cyclesEndAndTheFirstDeclarationWins() {
        let index = Self.index([
            ("Loop.swift", "class A: B {}\nclass B: A {}\n"),
            ("One.swift", "class Cell: FirstBase {}\n"),
            ("Two.swift", "class Cell: SecondBase {}\n"),
        ])
        #expect(index.superclassChain(of: "A") == ["B"])
        #expect(index.superclassChain(of: "B") == ["A"])
        #expect(index.superclassChain(of: "Cell") == ["FirstBase"])
    }
}
