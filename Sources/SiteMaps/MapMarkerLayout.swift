import Foundation

/// Places numbered markers so that no marker's box overlaps another's, an obstacle such as the scale bar,
/// or the `viewBox` edge.
///
/// A greedy pass in the points' order: each marker takes its own position when it is free, or else the
/// nearest free spot on rings of growing distance around it (the map then draws a leader line back). Placed
/// markers are kept in a grid of cells one marker apart, so a crowded city map stays quick.
struct MapMarkerLayout {
    var width: Double
    var height: Double
    var radius: Double
    /// The space kept between two markers.
    var gap = 3.0
    /// The space kept between a marker and the `viewBox` edge.
    var margin = 2.0
    /// Areas no marker may cover.
    var obstacles: [MapRect] = []

    /// Where each marker's centre is drawn, in the order of `positions`.
    func place(_ positions: [MapPosition]) -> [MapPosition] {
        let spacing = 2 * radius + gap
        var grid: [Cell: [MapPosition]] = [:]
        var placed: [MapPosition] = []
        let lowX = margin + radius
        let highX = max(width - margin - radius, lowX)
        let lowY = margin + radius
        let highY = max(height - margin - radius, lowY)

        func cell(_ position: MapPosition) -> Cell {
            Cell(x: Int((position.x / spacing).rounded(.down)), y: Int((position.y / spacing).rounded(.down)))
        }
        func isFree(_ candidate: MapPosition) -> Bool {
            guard candidate.x >= lowX, candidate.x <= highX, candidate.y >= lowY, candidate.y <= highY else {
                return false
            }
            let frame = MapRect(
                minX: candidate.x - radius, minY: candidate.y - radius,
                maxX: candidate.x + radius, maxY: candidate.y + radius)
            if obstacles.contains(where: { $0.intersects(frame) }) { return false }
            let home = cell(candidate)
            for dx in -1...1 {
                for dy in -1...1 {
                    for other in grid[Cell(x: home.x + dx, y: home.y + dy), default: []] {
                        // Square boxes apart, not only circles: a page measures each marker's box.
                        if abs(other.x - candidate.x) < spacing - 1e-9, abs(other.y - candidate.y) < spacing - 1e-9 {
                            return false
                        }
                    }
                }
            }
            return true
        }

        let step = radius
        let rings = Int((max(width, height) / step).rounded(.up))
        for position in positions {
            let wanted = MapPosition(x: min(max(position.x, lowX), highX), y: min(max(position.y, lowY), highY))
            var chosen: MapPosition?
            if isFree(wanted) {
                chosen = wanted
            } else {
                search: for ring in 1...max(rings, 1) {
                    let distance = Double(ring) * step
                    let count = max(8, Int((2 * Double.pi * distance / step).rounded(.up)))
                    for index in 0..<count {
                        // Straight up first: it reads as the marker standing on its place.
                        let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(count)
                        let candidate = MapPosition(
                            x: wanted.x + distance * cos(angle), y: wanted.y + distance * sin(angle))
                        if isFree(candidate) {
                            chosen = candidate
                            break search
                        }
                    }
                }
            }
            // A map with more markers than room: overlapping is better than leaving one out.
            let final = chosen ?? wanted
            placed.append(final)
            grid[cell(final), default: []].append(final)
        }
        return placed
    }

    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }
}
