import Testing

@testable import Gazetteer

/// Scalars below U+3000 are folded through a table made once; it must fold each as the rules do.
@Suite struct TextFoldingTableTests {
    @Test func theTableFoldsEveryScalarAsTheRulesDo() {
        var mismatches: [UInt32] = []
        for value in UInt32(0x80)..<0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let letters = TextFolding.folded(scalar)
            let expected: [UInt32] =
                switch letters {
                case nil: [0x78, 0x20, 0x79]
                case let letters?: [0x78] + letters + [0x79]
                }
            var text = "x"
            text.unicodeScalars.append(scalar)
            text += "y"
            if TextFolding.foldedScalars(text) != expected { mismatches.append(value) }
            let utf8 = Array(text.utf8)
            if utf8.withUnsafeBufferPointer({ TextFolding.foldedScalars(utf8: $0) }) != expected {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty)
    }

    @Test(arguments: [
        ("Đà Nẵng", "da nang"), ("Ærøskøbing", "aeroskobing"), ("İzmir", "izmir"), ("ΣΑΝΤΟΡΊΝΗ", "σαντορινη"),
        ("Санкт-Петербург", "санкт петербург"), ("Ǆemal", "\u{1C6}emal"), ("e\u{301}tretat", "etretat"),
        ("Coeur d\u{2019}Alene", "coeur dalene"), ("🇵🇹 Porto 🍷", "porto"), ("東京 都", "東京 都"), ("서울", "서울"),
        ("مكة المكرمة", "مكة المكرمة"), ("मुंबई", "मुंबई"), ("a\u{200D}b", "ab"), ("Ⅻ ½ ٣", "ⅻ ½ ٣"),
    ])
    func foldsMixedScripts(text: String, folded: String) {
        #expect(TextFolding.fold(text) == folded)
    }
}
