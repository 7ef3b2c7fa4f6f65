/// Places point labels beside their markers so that they stay inside the `viewBox` and do not
/// overlap each other or other markers.
///
/// A greedy pass in the points' order: each label takes the first free spot, trying the side
/// with room first and then moving up and down in half-line steps. Without font metrics, text
/// width is estimated from the number of characters, generously so labels err towards fitting.
struct MapLabelLayout {
    /// A marker and the label it wants.
    struct Marker {
        var position: MapPosition
        var radius: Double
        var label: String
    }

    /// Estimated average glyph width of a sans-serif face, in ems.
    static let characterWidth = 0.58

    var width: Double
    var height: Double
    var fontSize: Double
    /// The space between a marker's edge and its label.
    var gap = 6.0
    /// The space kept between labels and the `viewBox` edge, enough for the text halo.
    var margin = 4.0

    /// One label for each marker, in the same order.
    func place(_ markers: [Marker]) -> [MapLabel] {
        let markerFrames = markers.map { marker in
            MapRect(
                minX: marker.position.x - marker.radius,
                minY: marker.position.y - marker.radius,
                maxX: marker.position.x + marker.radius,
                maxY: marker.position.y + marker.radius
            )
        }
        var placed: [MapRect] = []
        var labels: [MapLabel] = []
        for (index, marker) in markers.enumerated() {
            let obstacles = placed + markerFrames.enumerated().filter { $0.offset != index }.map(\.element)
            let label = place(marker, avoiding: obstacles)
            placed.append(label.frame)
            labels.append(label)
        }
        return labels
    }

    private func place(_ marker: Marker, avoiding obstacles: [MapRect]) -> MapLabel {
        let startX = marker.position.x + marker.radius + gap
        let endX = marker.position.x - marker.radius - gap
        let roomRight = width - margin - startX
        let roomLeft = endX - margin
        let (text, isShortened) = fitted(marker.label, into: max(roomRight, roomLeft))
        let textWidth = estimatedWidth(of: text)

        // Right of the marker reads most naturally; the left is for points near the right edge.
        var anchors: [MapLabel.Anchor] = []
        if textWidth <= roomRight { anchors.append(.start) }
        if textWidth <= roomLeft { anchors.append(.end) }
        if anchors.isEmpty { anchors = [roomRight >= roomLeft ? .start : .end] }

        let halfHeight = fontSize * 0.6
        let lowest = margin + halfHeight
        let highest = max(height - margin - halfHeight, lowest)
        let baseY = min(max(marker.position.y, lowest), highest)
        let step = halfHeight

        func label(_ anchor: MapLabel.Anchor, centreY: Double) -> MapLabel {
            let x = anchor == .start ? startX : endX
            let left = anchor == .start ? x : x - textWidth
            return MapLabel(
                text: text,
                isShortened: isShortened,
                x: x,
                baselineY: centreY + fontSize * 0.35,
                centreY: centreY,
                anchor: anchor,
                frame: MapRect(
                    minX: left - 1,
                    minY: centreY - halfHeight,
                    maxX: left + textWidth + 1,
                    maxY: centreY + halfHeight
                )
            )
        }

        let steps = Int((height / step).rounded(.up))
        for distance in 0...steps {
            let offsets = distance == 0 ? [0.0] : [Double(distance) * step, -Double(distance) * step]
            for offset in offsets {
                let centreY = baseY + offset
                guard centreY >= lowest, centreY <= highest else { continue }
                for anchor in anchors {
                    let candidate = label(anchor, centreY: centreY)
                    if !obstacles.contains(where: { $0.intersects(candidate.frame) }) {
                        return candidate
                    }
                }
            }
        }
        // A crowded map: overlapping is better than leaving the point unnamed.
        return label(anchors[0], centreY: baseY)
    }

    private func estimatedWidth(of text: String) -> Double {
        Double(text.count) * fontSize * Self.characterWidth
    }

    /// `label`, or as much of it as fits in `room` followed by an ellipsis.
    private func fitted(_ label: String, into room: Double) -> (text: String, isShortened: Bool) {
        guard estimatedWidth(of: label) > room else { return (label, false) }
        let characters = max(Int(room / (fontSize * Self.characterWidth)) - 1, 1)
        let prefix = label.prefix(characters).trimmingTrailingWhitespace()
        return (prefix + "…", true)
    }
}

extension Substring {
    fileprivate func trimmingTrailingWhitespace() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace {
            end = index(before: end)
        }
        return String(self[startIndex..<end])
    }
}
