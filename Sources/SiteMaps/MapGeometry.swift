/// Line simplification and clipping in `viewBox` units, for drawing the world map at a map's scale.
enum MapGeometry {
    /// `points` with every point dropped that lies within `tolerance` of the line through the points kept
    /// either side of it (Douglas–Peucker); the first and last points are always kept.
    static func simplified(_ points: [MapPosition], tolerance: Double) -> [MapPosition] {
        guard points.count > 2 else { return points }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var pending = [(0, points.count - 1)]
        while let (first, last) = pending.popLast() {
            guard last > first + 1 else { continue }
            var farthest = first
            var farthestDistance = -1.0
            for index in (first + 1)..<last {
                let distance = distanceToSegment(points[index], points[first], points[last])
                if distance > farthestDistance {
                    farthestDistance = distance
                    farthest = index
                }
            }
            if farthestDistance > tolerance {
                keep[farthest] = true
                pending.append((first, farthest))
                pending.append((farthest, last))
            }
        }
        return points.indices.filter { keep[$0] }.map { points[$0] }
    }

    /// The distance from `point` to the segment from `start` to `end`.
    static func distanceToSegment(_ point: MapPosition, _ start: MapPosition, _ end: MapPosition) -> Double {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        var t = 0.0
        if lengthSquared > 0 {
            t = min(max(((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared, 0), 1)
        }
        let x = start.x + t * dx - point.x
        let y = start.y + t * dy - point.y
        return (x * x + y * y).squareRoot()
    }

    /// The part of the closed ring `ring` inside `rect` (Sutherland–Hodgman), as a ring whose edges along
    /// the rectangle's sides stand in for the land beyond them; empty when nothing of it is inside.
    static func clippedPolygon(_ ring: [MapPosition], to rect: MapRect) -> [MapPosition] {
        var output = ring
        if output.count > 1, output[0] == output[output.count - 1] { output.removeLast() }
        let edges: [(MapPosition) -> Double] = [
            { $0.x - rect.minX }, { rect.maxX - $0.x }, { $0.y - rect.minY }, { rect.maxY - $0.y },
        ]
        for inside in edges {
            guard let last = output.last else { break }
            let input = output
            output = []
            var previous = last
            for current in input {
                let currentIn = inside(current)
                let previousIn = inside(previous)
                if currentIn >= 0 {
                    if previousIn < 0 { output.append(crossing(previous, current, previousIn, currentIn)) }
                    output.append(current)
                } else if previousIn >= 0 {
                    output.append(crossing(previous, current, previousIn, currentIn))
                }
                previous = current
            }
        }
        return output.count >= 3 ? output : []
    }

    /// The parts of the open line `line` inside `rect` (Liang–Barsky on each segment), in order.
    static func clippedPolyline(_ line: [MapPosition], to rect: MapRect) -> [[MapPosition]] {
        var pieces: [[MapPosition]] = []
        var current: [MapPosition] = []
        for (start, end) in zip(line, line.dropFirst()) {
            guard let (a, b) = clippedSegment(start, end, to: rect) else {
                if current.count > 1 { pieces.append(current) }
                current = []
                continue
            }
            if current.last != a {
                if current.count > 1 { pieces.append(current) }
                current = [a]
            }
            current.append(b)
            if b != end {
                pieces.append(current)
                current = []
            }
        }
        if current.count > 1 { pieces.append(current) }
        return pieces
    }

    private static func clippedSegment(
        _ start: MapPosition, _ end: MapPosition, to rect: MapRect
    ) -> (MapPosition, MapPosition)? {
        let dx = end.x - start.x
        let dy = end.y - start.y
        var low = 0.0
        var high = 1.0
        for (p, q) in [
            (-dx, start.x - rect.minX), (dx, rect.maxX - start.x), (-dy, start.y - rect.minY),
            (dy, rect.maxY - start.y),
        ] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
            }
        }
        guard low <= high else { return nil }
        let a = low == 0 ? start : MapPosition(x: start.x + low * dx, y: start.y + low * dy)
        let b = high == 1 ? end : MapPosition(x: start.x + high * dx, y: start.y + high * dy)
        return (a, b)
    }

    private static func crossing(_ a: MapPosition, _ b: MapPosition, _ aSide: Double, _ bSide: Double) -> MapPosition {
        let t = aSide / (aSide - bSide)
        return MapPosition(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
    }
}
