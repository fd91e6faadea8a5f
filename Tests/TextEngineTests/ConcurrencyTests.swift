import Foundation
import Testing
@testable import TextEngine

@Suite struct ConcurrencyTests {
    @Test func parallelMeasurementsMatchSerialOnes() throws {
        let requests: [TextMeasureRequest] = ContentSizeCategory.allCases.flatMap { category in
            [("Sign in", "en"), ("Anmelden und fortfahren", "de"), ("تسجيل الدخول", "ar"), ("ログインして続ける", "ja"), ("เข้าสู่ระบบ", "th")].flatMap { text, locale in
                [nil, 80.0].map { width in
                    TextMeasureRequest(text: text, font: .style(.headline), category: category, locale: locale, maxWidth: width, lines: width == nil ? 1 : 0)
                }
            }
        }
        let serial = try TextMeasurer(manifest: TestSupport.manifest())
        let expected = requests.map { serial.measure($0) }
        let parallel = try TextMeasurer(manifest: TestSupport.manifest())
        let results = Locked([TextMeasurement?](repeating: nil, count: requests.count))
        DispatchQueue.concurrentPerform(iterations: requests.count * 3) { index in
            let slot = index % requests.count
            let measured = parallel.measure(requests[slot])
            results.withLock { $0[slot] = measured }
        }
        #expect(results.withLock { $0 } == expected)
        // Served from the cache on repeat: the same answer.
        #expect(requests.map { parallel.measure($0) } == expected)
    }
}
