/// The files `itineshary init` writes: a site that checks and builds at once, to edit into one's own.
enum SiteScaffold {
    /// Every file, by its path inside the new site's folder, in the order written; the workflow installs
    /// `release`.
    static func files(release: ReleaseDownload) -> [(path: String, text: String)] {
        [
            ("Content/site.yml", siteSettings),
            ("Content/trips/a-long-weekend-in-lisbon.md", trip),
            ("Content/recommendations/pt/lisbon/pasteis-de-belem.md", bakery),
            ("Content/recommendations/pt/lisbon/miradouro-da-senhora-do-monte.md", viewpoint),
            (".gitignore", gitignore),
            (".github/workflows/pages.yml", workflow(release: release)),
        ]
    }

    static let siteSettings = """
        # Settings of the whole site. Only `title` is required; every other line shows its default or an
        # example, so uncomment and change what you need. docs/content.md in the itineshary repository
        # describes every key.

        title: My travels

        # The address the site is published at. Canonical links, share cards, the sitemap, the feed and the
        # 404 page need it: without it there is no sitemap and the 404 page assumes the site is at the root
        # of its host. `itineshary build --base-url URL` overrides it for one build; the GitHub Pages
        # workflow in .github/workflows/pages.yml passes the Pages address that way.
        # base_url: https://example.org/travels/

        # The language of the pages (a BCP 47 tag): dates and money are written for it, and the theme's
        # words come from its strings/<language>.json when there is one.
        language: en

        # The time zone "today" is taken in, for upcoming and past trips.
        time_zone: Europe/Lisbon

        # The currency trips' bare amounts are in, unless a trip says otherwise.
        currency: EUR

        # Who writes the site, for the feed and the pages' footer.
        # author: Your Name

        # An email address or web page, sent with the lookups (weather, city summaries, exchange rates,
        # places) so the services know who asks, as their usage policies require.
        # contact: you@example.org

        # Feature words of your own, besides the built-in ones (activity, sight, museum, nature,
        # breakfast, coffee, lunch, dinner, drinks, nightlife, shopping, stay).
        # features: [bakery, viewpoint]

        # Whether raw HTML in Markdown is kept. Off, it is left out, which is safer for shared sites.
        # raw_html: false

        """

    static let trip = """
        ---
        title: A long weekend in Lisbon
        summary: Three days of custard tarts, viewpoints and trams, flying in from London.
        start: 2027-05-07
        end: 2027-05-09
        travelers: [Sam]
        destination: Lisbon, PT
        interests: [coffee, sight]
        budget: 900 EUR
        flights:
          - from: LHR
            to: LIS
            depart: 2027-05-07 07:05
            arrive: 2027-05-07 09:45
            airline: TAP Air Portugal
            number: TP 1351
            price: 180 EUR
          - from: LIS
            to: LHR
            depart: 2027-05-09 19:00
            arrive: 2027-05-09 21:40
            airline: TAP Air Portugal
            number: TP 1366
            price: 150 EUR
        stays:
          - name: A guest house in Alfama
            city: Lisbon
            country: PT
            check_in: 2027-05-07
            check_out: 2027-05-09
            price_per_night: 110 EUR
        days:
          - date: 2027-05-07
            city: Lisbon
            title: Arrival and the view from the top
            visits:
              - time: 11:30
                rec: pasteis-de-belem
                cost: 6 EUR
              - time: 18:30
                rec: miradouro-da-senhora-do-monte
          - date: 2027-05-08
            title: Tram 28 and the castle
            visits:
              - time: 10:00
                place: Tram 28 from Martim Moniz
                cost: 3 EUR
          - date: 2027-05-09
            title: Last coffee, then home
        ---
        This is the trip's story: write anything here in Markdown. A link to a recommendation is written
        [like this](rec:pasteis-de-belem), and to a city [like this](city:PT/lisbon).

        ## Packing list

        - [ ] passport
        - [ ] comfortable shoes for the hills

        """

    static let bakery = """
        ---
        name: Pastéis de Belém
        city: Lisbon
        country: PT
        features: [breakfast, coffee]
        address: Rua de Belém 84-92, 1300-085 Lisboa
        location: [38.6975, -9.2033]
        url: https://pasteisdebelem.pt
        price: €
        ---
        The custard tarts have been baked to the same recipe since 1837. Eat them warm, with cinnamon.

        """

    static let viewpoint = """
        ---
        name: Miradouro da Senhora do Monte
        city: Lisbon
        country: PT
        features: [sight, nature]
        location: [38.7190, -9.1327]
        price: 0 EUR
        ---
        The highest viewpoint in the city, and the quietest at sunset.

        """

    static let gitignore = """
        # The built site: `itineshary build` writes it, and the publishing workflow builds it again.
        /site/
        # The build's state beside it: the site's previous generation and the manifests.
        /.site.itineshary/
        .DS_Store

        """

    /// Builds the site on every push to `main` with the itineshary `release` names and publishes it with GitHub
    /// Pages.
    static func workflow(release: ReleaseDownload) -> String {
        """
        # Builds the site with itineshary and publishes it on GitHub Pages at every push to main.
        # In the repository's settings, under Pages, choose "GitHub Actions" as the source.
        name: Publish the site

        on:
          push:
            branches: [main]
          workflow_dispatch:

        # Nothing by default: each job is given what it needs, and only the deploy job may publish.
        permissions: {}

        concurrency:
          group: pages
          cancel-in-progress: true

        jobs:
          build:
            # Runs the content's build, so it can read the repository and nothing more.
            runs-on: ubuntu-24.04
            permissions:
              contents: read
            steps:
              # Actions are pinned to commits, which a moved tag cannot change; the comment says which release.
              - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
                with:
                  # The token is not left in .git/config for the steps that read the content.
                  persist-credentials: false
              - id: pages
                uses: actions/configure-pages@983d7736d9b0ae728b81ab479565c72886d7745b # v5.0.0
              - name: Install itineshary
                run: |
                  # What the binary needs from the distribution (cmark-gfm is linked into it): libcurl for
                  # lookups, libvips for images; without libvips, every image is left out of the site with a
                  # warning. curl downloads the binary.
                  # Each command on a line of its own: the shell stops at the first that fails.
                  sudo apt-get update
                  sudo apt-get install -y curl libcurl4 libvips42
                  # itineshary \(release.version), the version that wrote this workflow. To move to another,
                  # change the version and the check below to those of its release. ITINESHARY_RELEASES is
                  # not set here: itineshary's own tests set it, to download from a server of their own.
                  release="${ITINESHARY_RELEASES:-https://github.com/itineshary/itineshary/releases/download}/v\(release.version)"
                  curl -fsSL -o \(ReleaseDownload.fileName) "$release/\(ReleaseDownload.fileName)"
        \(checkLines(release))
                  mv \(ReleaseDownload.fileName) itineshary
                  chmod +x itineshary
              - name: Check the content
                run: ./itineshary check --format github
              - name: Build the site
                # --offline: the lookups come from the committed cache, Content/_cache/. --base-url: the
                # address GitHub Pages publishes at, such as https://you.github.io/trips/.
                run: ./itineshary build --offline --output site --base-url "${{ steps.pages.outputs.base_url }}/"
              - uses: actions/upload-pages-artifact@56afc609e74202658d3ffba0e8f6dda462b719fa # v3.0.1
                with:
                  path: site

          deploy:
            # Publishes what the build job uploaded; runs none of the repository's content.
            needs: build
            runs-on: ubuntu-24.04
            permissions:
              pages: write
              id-token: write
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@d6db90164ac5ed86f2b6aed7e0febac5b3c0c03e # v4.0.5

        """
    }

    /// The install step's lines that check the download: against the checksum `release` pins, or the
    /// release's `SHA256SUMS` when it pins none (see `ReleaseDownload`).
    static func checkLines(_ release: ReleaseDownload) -> String {
        let lines: [String]
        if let sha256 = release.sha256 {
            lines = [
                "# The SHA-256 of the executable that wrote this workflow: the download must be that file.",
                "echo \"\(sha256)  \(ReleaseDownload.fileName)\" | sha256sum --check --strict",
            ]
        } else {
            lines = [
                "# The download must be the file the release lists (the executable that wrote this workflow",
                "# was not that file, so it could not pin its checksum here).",
                "curl -fsSL -o SHA256SUMS \"$release/SHA256SUMS\"",
                "sha256sum --check --strict --ignore-missing SHA256SUMS",
                "rm SHA256SUMS",
            ]
        }
        return lines.map { String(repeating: " ", count: 10) + $0 }.joined(separator: "\n")
    }
}
