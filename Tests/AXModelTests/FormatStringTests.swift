import Testing
@testable import AXModel

/// `String(format:)`'s specifiers the tutor runs, and the ones it refuses.
@Suite struct FormatStringTests {
    @Test func formatsAsFoundationDoes() throws {
        let format = try FormatString("%d of %ld, %i: %.2f / %f %@ 100%%")
        #expect(format.specifiers == [.integer, .integer, .integer, .decimal(places: 2), .decimal(places: nil), .text])
        #expect(format.format([.number(3), .number(5), .number(-2), .number(0.125), .number(1.5), .string("ok")])
            == "3 of 5, -2: 0.12 / 1.500000 ok 100%")
    }

    /// `%g` keeps six significant digits and drops trailing zeros, as Foundation does: a speed
    /// of 1.5 is "1.5", 2 is "2".
    @Test func generalFormatDropsTrailingZeros() throws {
        let format = try FormatString("%gx, %.2g, %g")
        #expect(format.specifiers == [.general(digits: nil), .general(digits: 2), .general(digits: nil)])
        #expect(format.format([.number(1.5), .number(0.125), .number(2)]) == "1.5x, 0.12, 2")
    }

    @Test func refusesWhatItDoesNotRun() {
        for (format, written) in [("%s", "%s"), ("%5d", "%5d"), ("50%", "%"), ("%n", "%n"), ("%.12f", "%.12f")] {
            #expect(throws: FormatString.Unsupported(written: written), "\(format)") { try FormatString(format) }
        }
    }
}
