import Foundation

/// Samples of the shortest path over the globe, so long hops such as flights curve the way they
/// do on printed route maps instead of running straight across the Mercator plane.
enum GreatCircle {
    /// Hops shorter than this many degrees of arc (about 220 km) are drawn straight: the curve
    /// would not show at map scale and the output stays small.
    static let straightLimit = 2.0

    /// The angle between two coordinates in degrees.
    static func angle(from start: MapCoordinate, to end: MapCoordinate) -> Double {
        let a = unitVector(start)
        let b = unitVector(end)
        let dot = a.x * b.x + a.y * b.y + a.z * b.z
        return acos(min(max(dot, -1), 1)) * 180 / .pi
    }

    /// The coordinates after `start` along the great circle to `end`, ending with `end`: one
    /// sample every `straightLimit` degrees, at most 64, or only `end` for a short hop.
    static func samples(from start: MapCoordinate, to end: MapCoordinate) -> [MapCoordinate] {
        let degrees = angle(from: start, to: end)
        // Antipodal points have no single great circle; a straight line is as good as any.
        guard degrees > straightLimit, degrees < 179.9 else { return [end] }
        let count = min(Int((degrees / straightLimit).rounded(.up)), 64)
        let a = unitVector(start)
        let b = unitVector(end)
        let omega = degrees * .pi / 180
        return (1...count).map { step in
            if step == count { return end }
            let t = Double(step) / Double(count)
            let wa = sin((1 - t) * omega) / sin(omega)
            let wb = sin(t * omega) / sin(omega)
            let x = wa * a.x + wb * b.x
            let y = wa * a.y + wb * b.y
            let z = wa * a.z + wb * b.z
            return MapCoordinate(
                latitude: atan2(z, (x * x + y * y).squareRoot()) * 180 / .pi,
                longitude: atan2(y, x) * 180 / .pi
            )
        }
    }

    private static func unitVector(_ coordinate: MapCoordinate) -> (x: Double, y: Double, z: Double) {
        let latitude = coordinate.latitude * .pi / 180
        let longitude = coordinate.longitude * .pi / 180
        return (cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
    }
}
