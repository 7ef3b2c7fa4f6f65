import CZlib

/// An opaque 8-bit RGB image as a PNG file: the signature, `IHDR`, one `IDAT` compressed by zlib at its best
/// level, `IEND`. The same pixels always give the same bytes.
public struct PNGFile: Sendable {
    /// Width and height in pixels.
    public let width: Int
    public let height: Int
    /// Red, green and blue of each pixel, row by row from the top.
    public let pixels: [UInt8]

    /// Creates an image; `pixels` holds `width × height × 3` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            pixels.count == width * height * 3, "an RGB image of \(width) × \(height) has \(width * height * 3) bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The file's bytes.
    public var bytes: [UInt8] {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += Self.bigEndian(UInt32(width))
        header += Self.bigEndian(UInt32(height))
        // 8 bits a sample, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
        header += [8, 2, 0, 0, 0]
        Self.append(chunk: "IHDR", header, to: &file)
        // Each row starts with its filter: 0, none; the rows of an icon are long runs that deflate well as they are.
        var rows: [UInt8] = []
        rows.reserveCapacity(height * (width * 3 + 1))
        for row in 0..<height {
            rows.append(0)
            rows += pixels[(row * width * 3)..<((row + 1) * width * 3)]
        }
        Self.append(chunk: "IDAT", Self.deflated(rows), to: &file)
        Self.append(chunk: "IEND", [], to: &file)
        return file
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Length, type, data, and the CRC-32 of type and data.
    private static func append(chunk type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        file += bigEndian(UInt32(data.count))
        file += typed
        let crc = typed.withUnsafeBufferPointer { buffer in
            crc32(crc32(0, nil, 0), buffer.baseAddress, uInt(buffer.count))
        }
        file += bigEndian(UInt32(crc))
    }

    /// A zlib stream of `data` at compression level 9.
    private static func deflated(_ data: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(data.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                compress2(out.baseAddress, &length, input.baseAddress, uLong(input.count), 9)
            }
        }
        // Only a too-small output or no memory fail, and compressBound rules out the first.
        precondition(status == Z_OK, "zlib could not compress an icon (status \(status))")
        return Array(output.prefix(Int(length)))
    }
}
