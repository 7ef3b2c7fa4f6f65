import TravelModel

extension Trip {
    /// Every image the trip's page shows from its front matter and body, in order: its cover, its stays', its
    /// body's, its gallery's.
    package var shownImages: [ImageSource] {
        [cover].compactMap { $0 } + stays.compactMap(\.image) + body.images + gallery.map { .asset($0.image) }
    }
}
