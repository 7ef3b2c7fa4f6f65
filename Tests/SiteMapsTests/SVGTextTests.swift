import Testing

@testable import SiteMaps

@Suite struct SVGTextTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.04, "0"), (12.0, "12"), (12.34, "12.3"), (12.35, "12.4"),
        (-4.56, "-4.6"), (639.96, "640"), (0.05, "0.1"), (Double.nan, "0"), (Double.infinity, "0"),
    ])
    func numbersHaveOneDecimalAtMost(value: Double, expected: String) {
        #expect(SVGText.number(value) == expected)
    }
}
