import Foundation
import Testing
@testable import AppCode

/// What an Objective-C view class's own methods set on its text: the view's or its title
/// label's font, line count, line breaking or insets, by property or setter; not another
/// object's, and not inside a block literal or a loop.
@Suite struct ObjectiveCTextSetUpTests {
    static func settings(_ body: String, className: String = "BadgeLabel", asking: Set<String> = ["BadgeLabel"]) -> [String: ClassTextSetUp.Setting] {
        let code = """
            #import "BadgeLabel.h"

            @implementation \(className)

            - (instancetype)initWithCoder:(NSCoder *)coder
            {
                self = [super initWithCoder:coder];
            \(body)
                return self;
            }

            @end
            """
        let file = AppSources.CodeFile(path: "/app/\(className).m", data: Data(code.utf8), isSwift: false)
        return ObjectiveCTextSetUp.settings(of: asking, in: [file])
    }

    @Test func theViewsOwnTextSettingsCount() {
        #expect(Self.settings("    [self setFont:[UIFont boldSystemFontOfSize:13]];")["BadgeLabel"]?.member == "font")
        #expect(Self.settings("    self.numberOfLines = 0;")["BadgeLabel"]?.member == "numberOfLines")
        #expect(Self.settings("    [self.titleLabel setLineBreakMode:NSLineBreakByWordWrapping];")["BadgeLabel"]?.member == "titleLabel.lineBreakMode")
        let found = Self.settings("    if (self) {\n        self.titleLabel.font = [UIFont systemFontOfSize:12];\n    }")["BadgeLabel"]
        #expect(found?.member == "titleLabel.font")
        #expect(found?.location.line == 9 && found?.location.file == "/app/BadgeLabel.m")
    }

    @Test func otherObjectsBlocksAndOtherClassesDoNot() {
        #expect(Self.settings("    [self.detailLabel setFont:[UIFont systemFontOfSize:12]];").isEmpty)
        #expect(Self.settings("    self.layer.cornerRadius = 4;").isEmpty)
        #expect(Self.settings("    dispatch_async(dispatch_get_main_queue(), ^{\n        self.font = nil;\n    });").isEmpty)
        #expect(Self.settings("    for (int i = 0; i < 2; i++) {\n        self.numberOfLines = i;\n    }").isEmpty)
        // Another class's implementation sets nothing on the class asked about.
        #expect(Self.settings("    self.font = nil;", className: "OtherLabel").isEmpty)
        #expect(Self.settings("    self.font = nil;", className: "OtherLabel", asking: ["OtherLabel"])["OtherLabel"]?.member == "font")
    }
}
