import Foundation

/// Places numbered markers so that no marker's box overlaps another's, an obstacle such as the scale bar,
/// or the `viewBox` edge.
///
/// A greedy pass in the points' order: each marker takes its own position when it is free, or else the
/// nearest free spot on rings of growing distance around it (the map then draws a leader line back). Once a
/// marker finds no free spot, the map is taken as full: every later marker that is not free at its own position
/// is drawn there, on top of others, without a search. Placed markers are kept in a grid of cells one marker
/// apart, so a crowded city map stays quick.
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

    /// The most markers placed without a grid.
    static let markersWithoutGrid = 16

    /// Where each marker's centre is drawn, in the order of `positions`.
    func place(_ positions: [MapPosition]) -> [MapPosition] {
        let spacing = 2 * radius + gap
        var placed: [MapPosition] = []
        let lowX = margin + radius
        let highX = max(width - margin - radius, lowX)
        let lowY = margin + radius
        let highY = max(height - margin - radius, lowY)

        func column(_ x: Double) -> Int { Int((x / spacing).rounded(.down)) }
        func row(_ y: Double) -> Int { Int((y / spacing).rounded(.down)) }
        // Every marker placed lies within the bounds, so the grid covers their cells and one more on each side:
        // a flat array of cells, not a dictionary, as a full map asks it many times for each marker.
        let (firstColumn, firstRow) = (column(lowX) - 1, row(lowY) - 1)
        let columns = column(highX) - firstColumn + 2
        let rows = row(highY) - firstRow + 2
        // A map of a few markers (a recommendation's has one) compares each with those placed: the same answer as
        // the grid's neighbouring cells, without making a grid of hundreds of cells for it.
        let usesGrid = positions.count > Self.markersWithoutGrid
        var grid = [[MapPosition]](repeating: [], count: usesGrid ? columns * rows : 0)
        func cellIndex(column: Int, row: Int) -> Int { (row - firstRow) * columns + (column - firstColumn) }
        // Square boxes apart, not only circles: a page measures each marker's box.
        func overlaps(_ other: MapPosition, _ candidate: MapPosition) -> Bool {
            abs(other.x - candidate.x) < spacing - 1e-9 && abs(other.y - candidate.y) < spacing - 1e-9
        }

        func isFree(_ candidate: MapPosition) -> Bool {
            guard candidate.x >= lowX, candidate.x <= highX, candidate.y >= lowY, candidate.y <= highY else {
                return false
            }
            let frame = MapRect(
                minX: candidate.x - radius, minY: candidate.y - radius,
                maxX: candidate.x + radius, maxY: candidate.y + radius)
            if obstacles.contains(where: { $0.intersects(frame) }) { return false }
            guard usesGrid else { return !placed.contains { overlaps($0, candidate) } }
            // A marker less than `spacing` away in both directions is in the candidate's cell or one next to it.
            let (homeColumn, homeRow) = (column(candidate.x), row(candidate.y))
            for dx in -1...1 {
                for dy in -1...1 {
                    for other in grid[cellIndex(column: homeColumn + dx, row: homeRow + dy)]
                    where overlaps(other, candidate) {
                        return false
                    }
                }
            }
            return true
        }

        let step = radius
        let rings = Int((max(width, height) / step).rounded(.up))
        // Each ring's offsets from the wanted spot, made when a search first reaches the ring and then shared by
        // every marker: the same products of the same cosines and sines, so the same spots.
        var ringOffsets: [[(x: Double, y: Double)]] = []
        func offsets(onRing ring: Int) -> [(x: Double, y: Double)] {
            while ringOffsets.count < ring {
                let distance = Double(ringOffsets.count + 1) * step
                let count = max(8, Int((2 * Double.pi * distance / step).rounded(.up)))
                ringOffsets.append(
                    (0..<count).map { index in
                        // Straight up first: it reads as the marker standing on its place.
                        let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(count)
                        return (distance * cos(angle), distance * sin(angle))
                    })
            }
            return ringOffsets[ring - 1]
        }
        // Set when a marker finds no free spot on any of its rings: the map is then taken as full, and later markers
        // take their own spot when it is free and are not searched for. Their rings, round other spots, might
        // still meet a gap the failed search missed; but on a map that full markers overlap anyway, and searching
        // every ring of the map for each of thousands of markers is what made the largest city maps slow.
        var isFull = false
        for position in positions {
            let wanted = MapPosition(x: min(max(position.x, lowX), highX), y: min(max(position.y, lowY), highY))
            var chosen: MapPosition?
            if isFree(wanted) {
                chosen = wanted
            } else if !isFull {
                // No spot of a ring farther than the bounds' farthest corner is inside them, nor of any ring after
                // it (a unit of slack for rounding).
                let (farX, farY) = (max(wanted.x - lowX, highX - wanted.x), max(wanted.y - lowY, highY - wanted.y))
                let reach = (farX * farX + farY * farY).squareRoot() + 1
                search: for ring in 1...max(rings, 1) {
                    if Double(ring) * step > reach { break }
                    for offset in offsets(onRing: ring) {
                        let candidate = MapPosition(x: wanted.x + offset.x, y: wanted.y + offset.y)
                        if isFree(candidate) {
                            chosen = candidate
                            break search
                        }
                    }
                }
            }
            // A map with more markers than room: overlapping is better than leaving one out.
            if chosen == nil { isFull = true }
            let final = chosen ?? wanted
            placed.append(final)
            if usesGrid { grid[cellIndex(column: column(final.x), row: row(final.y))].append(final) }
        }
        return placed
    }
}
