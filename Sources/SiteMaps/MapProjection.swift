import Foundation

/// Web Mercator fitted to a ``MapBounds`` inside a fixed-width SVG `viewBox`.
///
/// The box keeps its true shape: the `viewBox` height follows the box's aspect ratio within
/// ``heightRange`` and the box is scaled to fit the padded area and centred in it.
public struct MapProjection: Sendable, Hashable {
    /// The area that is projected.
    public let bounds: MapBounds
    /// The `viewBox` width.
    public let width: Double
    /// The `viewBox` height, derived from the box's aspect ratio.
    public let height: Double
    /// The margin kept free around the box on every side, room for markers and labels.
    public let padding: Double
    /// `viewBox` units per Mercator world unit (the whole world is one unit wide).
    public let scale: Double

    private let centreX: Double
    private let centreY: Double

    /// Fits `bounds` into a `viewBox` `width` wide.
    ///
    /// - Parameters:
    ///   - bounds: The area that must be visible.
    ///   - width: The `viewBox` width.
    ///   - padding: The margin around the box.
    ///   - heightRange: The limits of the derived `viewBox` height.
    ///   - minimumKilometres: The smallest extent shown across the map, in kilometres at the box's middle
    ///     latitude, so that one point, or points a few metres apart, show the land around them instead of
    ///     a dot in an empty box.
    public init(
        bounds: MapBounds,
        width: Double = 640,
        padding: Double = 40,
        heightRange: ClosedRange<Double> = 320...640,
        minimumKilometres: Double = 8
    ) {
        self.bounds = bounds
        self.width = width
        self.padding = padding
        let west = Self.mercatorX(longitude: bounds.west)
        let east = Self.mercatorX(longitude: bounds.east)
        let north = Self.mercatorY(latitude: bounds.north)
        let south = Self.mercatorY(latitude: bounds.south)
        let contentWidth = width - 2 * padding
        let middleLatitude = MapBounds.clampedLatitude((bounds.north + bounds.south) / 2) * .pi / 180
        let minimumSpan = minimumKilometres / (Self.equatorKilometres * cos(middleLatitude))
        let spanX = max(east - west, minimumSpan)
        let naturalHeight = contentWidth * (south - north) / spanX + 2 * padding
        height = min(max(naturalHeight, heightRange.lowerBound), heightRange.upperBound)
        let contentHeight = height - 2 * padding
        let spanY = max(south - north, minimumSpan * contentHeight / contentWidth)
        scale = min(contentWidth / spanX, contentHeight / spanY)
        centreX = (west + east) / 2
        centreY = (north + south) / 2
    }

    /// Where `coordinate` is drawn, in `viewBox` units.
    public func position(of coordinate: MapCoordinate) -> MapPosition {
        let x = Self.mercatorX(longitude: bounds.unwrappedLongitude(coordinate.longitude))
        let y = Self.mercatorY(latitude: coordinate.latitude)
        return MapPosition(x: width / 2 + (x - centreX) * scale, y: height / 2 + (y - centreY) * scale)
    }

    /// The length of the equator in kilometres (WGS 84), one world unit across at the equator.
    public static let equatorKilometres = 40_075.017

    /// Where a point at `longitude` (taken as given, not shifted next to the box) and `latitude` is drawn.
    func position(longitude: Double, latitude: Double) -> MapPosition {
        let x = Self.mercatorX(longitude: longitude)
        let y = Self.mercatorY(latitude: latitude)
        return MapPosition(x: width / 2 + (x - centreX) * scale, y: height / 2 + (y - centreY) * scale)
    }

    /// The longitude drawn at `x`, possibly beyond ±180 like the box's edges.
    func longitude(atX x: Double) -> Double {
        ((x - width / 2) / scale + centreX) * 360
    }

    /// The latitude drawn at `y`.
    func latitude(atY y: Double) -> Double {
        let mercator = (y - height / 2) / scale + centreY
        return atan(sinh(-mercator * 2 * .pi)) * 180 / .pi
    }

    /// Kilometres on the ground per `viewBox` unit at the middle of the map.
    public var kilometresPerUnit: Double {
        Self.equatorKilometres * cos(latitude(atY: height / 2) * .pi / 180) / scale
    }

    /// Web Mercator x in world units: 0 at Greenwich, one unit per turn, growing eastwards.
    /// The longitude is used as given so unwrapped values beyond 180 stay continuous.
    public static func mercatorX(longitude: Double) -> Double {
        longitude / 360
    }

    /// Web Mercator y in world units: 0 at the equator, growing southwards like SVG's y axis.
    /// The latitude is clamped to ±``MapBounds/latitudeLimit`` first.
    public static func mercatorY(latitude: Double) -> Double {
        let radians = MapBounds.clampedLatitude(latitude) * .pi / 180
        return -log(tan(.pi / 4 + radians / 2)) / (2 * .pi)
    }
}
