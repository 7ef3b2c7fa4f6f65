import CDefaultTheme

/// The default theme, compiled into the executable from the repository's `Templates/` folder: the
/// templates, partials, strings and assets every site gets unless its own theme folder replaces them,
/// file by file.
public enum DefaultTheme {
    /// Every file of the theme, by its path inside the theme folder (`partials/trip-card.mustache`).
    public static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        let table = itineshary_theme_files()!
        for index in 0..<itineshary_theme_file_count() {
            let file = table[index]
            files[String(cString: file.path)] = Array(UnsafeBufferPointer(start: file.bytes, count: file.size))
        }
        return files
    }()
}
