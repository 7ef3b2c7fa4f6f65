import Testing

@testable import SiteTheme

/// The theme's assets are published under names that hold a hash of their bytes.
@Suite struct ThemeAssetsTests {
    @Test func fingerprintsGoBeforeTheExtension() {
        #expect(ThemeAssets.fingerprinted("site.css", Array("body{}".utf8)).hasPrefix("site."))
        #expect(ThemeAssets.fingerprinted("site.css", Array("body{}".utf8)).hasSuffix(".css"))
        #expect(
            ThemeAssets.fingerprinted("site.css", Array("a".utf8))
                != ThemeAssets.fingerprinted("site.css", Array("b".utf8)))
    }
}
