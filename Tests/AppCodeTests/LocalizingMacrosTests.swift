import Foundation
import Testing
@testable import AppCode
import SwiftLayoutReader

/// The app's macros wrapping a translation lookup of their parameter name the key the lookup
/// does; other macros, and a name defined twice differently, are none.
@Suite struct LocalizingMacrosTests {
    static let header = """
        #define LOCALIZED_STR(string) NSLocalizedString(string, nil)
        #define TABLE_STR(key) NSLocalizedStringFromTable(key, @"Settings", nil)
        #define LOCALIZED_STR_ARGS(string, ...) [NSString stringWithFormat:LOCALIZED_STR(string), __VA_ARGS__]
        #define PADDING 8
        #define SWAPPED(key) NSLocalizedString(@"fixed", key)
        """

    @Test func aLookupMacroNamesItsKey() throws {
        let macros = LocalizingMacros(files: [Data(Self.header.utf8)])
        #expect(macros.expanded(#"LOCALIZED_STR(@"Password")"#) == #"NSLocalizedString(@"Password", nil)"#)
        let keys = SwiftStringKeys(sources: SwiftSources(paths: []))
        let plain = try #require(ObjectiveCTextAssignments.key(of: #"LOCALIZED_STR(@"Password")"#, keys: keys, macros: macros))
        #expect(plain.key == "Password" && plain.table == "Localizable")
        let table = try #require(ObjectiveCTextAssignments.key(of: #"TABLE_STR(@"Sync")"#, keys: keys, macros: macros))
        #expect(table.key == "Sync" && table.table == "Settings")
        // A format, a constant and a macro whose parameter is not the key name nothing.
        #expect(ObjectiveCTextAssignments.key(of: #"LOCALIZED_STR_ARGS(@"%d items", count)"#, keys: keys, macros: macros) == nil)
        #expect(ObjectiveCTextAssignments.key(of: #"SWAPPED(@"x")"#, keys: keys, macros: macros) == nil)
        // Without the app's macros the use is no key.
        #expect(ObjectiveCTextAssignments.key(of: #"LOCALIZED_STR(@"Password")"#, keys: keys) == nil)
    }

    @Test func aNameDefinedTwiceDifferentlyIsNone() {
        let other = "#define LOCALIZED_STR(string) NSLocalizedStringFromTable(string, @\"Other\", nil)\n"
        let macros = LocalizingMacros(files: [Data(Self.header.utf8), Data(other.utf8)])
        #expect(macros.expanded(#"LOCALIZED_STR(@"Password")"#) == #"LOCALIZED_STR(@"Password")"#)
        #expect(macros.expanded(#"TABLE_STR(@"Sync")"#) == #"NSLocalizedStringFromTable(@"Sync", @"Settings", nil)"#)
    }
}
