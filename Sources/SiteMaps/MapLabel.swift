/// Where one point's label is drawn, as decided by ``MapLabelLayout``.
struct MapLabel: Hashable {
    /// Which side of the marker the label is on, named after SVG's `text-anchor` values.
    enum Anchor: String, Hashable {
        /// The label starts right of the marker.
        case start
        /// The label ends left of the marker.
        case end
    }

    /// The text drawn, shortened with an ellipsis when the whole label could not fit.
    var text: String
    /// Whether `text` is shorter than the point's label.
    var isShortened: Bool
    /// The x of the anchor: the label's left edge for `.start`, its right edge for `.end`.
    var x: Double
    /// The baseline of the text.
    var baselineY: Double
    /// The vertical middle of the text, where a leader line meets it.
    var centreY: Double
    var anchor: Anchor
    /// The space the label takes, including a small clearance.
    var frame: MapRect
}
