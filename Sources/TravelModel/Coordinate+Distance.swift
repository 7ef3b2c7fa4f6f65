import Foundation

extension Coordinate {
    /// The mean radius of the Earth, in kilometres (IUGG).
    public static let earthRadiusKilometres = 6371.0088

    /// The great-circle distance to `other`, in kilometres (haversine formula on a sphere).
    public func kilometres(to other: Coordinate) -> Double {
        let lat1 = latitude * .pi / 180
        let lat2 = other.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (other.longitude - longitude) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * Self.earthRadiusKilometres * asin(min(1, h.squareRoot()))
    }
}
