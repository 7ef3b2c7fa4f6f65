import Testing

@testable import SiteMaps

@Suite struct MapLabelLayoutTests {
    let layout = MapLabelLayout(width: 640, height: 320, fontSize: 22)

    func marker(_ x: Double, _ y: Double, _ label: String) -> MapLabelLayout.Marker {
        MapLabelLayout.Marker(position: MapPosition(x: x, y: y), radius: 13, label: label)
    }

    func isInside(_ frame: MapRect) -> Bool {
        frame.minX >= 0 && frame.maxX <= 640 && frame.minY >= 0 && frame.maxY <= 320
    }

    @Test func labelsAtTheEdgesStayInsideTheViewBox() {
        let markers = [
            marker(40, 40, "North-west corner"),
            marker(600, 40, "North-east corner"),
            marker(40, 280, "South-west corner"),
            marker(600, 280, "South-east corner"),
            marker(639, 319, "Beyond the padding"),
        ]
        let labels = layout.place(markers)
        #expect(labels.allSatisfy { isInside($0.frame) })
        #expect(labels[0].anchor == .start)
        #expect(labels[1].anchor == .end)
        #expect(labels[3].anchor == .end)
    }

    @Test func overlappingLabelsAreMovedApart() {
        let labels = layout.place([
            marker(300, 160, "Time Out Market"),
            marker(301, 161, "Castelo de São Jorge"),
            marker(302, 159, "Pastéis de Belém"),
        ])
        #expect(Set(labels.map(\.baselineY)).count == 3)
        for (index, label) in labels.enumerated() {
            for other in labels[(index + 1)...] {
                #expect(!label.frame.intersects(other.frame))
            }
        }
        #expect(labels.allSatisfy { isInside($0.frame) })
    }

    @Test func labelsKeepOffOtherMarkers() {
        let labels = layout.place([marker(100, 160, "Left"), marker(140, 160, "Right")])
        let otherMarker = MapRect(minX: 127, minY: 147, maxX: 153, maxY: 173)
        #expect(!labels[0].frame.intersects(otherMarker))
    }

    @Test func aLabelTooLongForEitherSideIsShortened() {
        let name = String(repeating: "Very long name ", count: 6)
        let label = layout.place([marker(320, 160, name)])[0]
        #expect(label.isShortened)
        #expect(label.text.hasSuffix("…"))
        #expect(isInside(label.frame))
    }
}
