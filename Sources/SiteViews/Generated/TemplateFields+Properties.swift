// Written by `make template-fields` (Tools/Sources/template-fields) from the stored properties of the page
// structs, in the order they are declared: do not edit. CI runs it with --check, which fails when this file is
// not what they declare.

extension AppPage {
    package func add(to fields: inout TemplateFieldList) {}

    package static func addShape(to shape: inout TemplateShapeList<Self>) {}
}

extension BudgetView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("currency", currency)
        fields.add("rows", rows)
        fields.add("total", total)
        fields.add("converted", converted)
        fields.add("other_currencies", otherCurrencies)
        fields.add("has_cap", hasCap)
        fields.add("cap", cap)
        fields.add("over", over)
        fields.add("left", left)
        fields.add("percent", percent)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("currency", \BudgetView.currency)
        shape.add("rows", \BudgetView.rows)
        shape.add("total", \BudgetView.total)
        shape.add("converted", \BudgetView.converted)
        shape.add("other_currencies", \BudgetView.otherCurrencies)
        shape.add("has_cap", \BudgetView.hasCap)
        shape.add("cap", \BudgetView.cap)
        shape.add("over", \BudgetView.over)
        shape.add("left", \BudgetView.left)
        shape.add("percent", \BudgetView.percent)
    }
}

extension BudgetView.Row {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("category", category)
        fields.add("amount", amount)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("category", \BudgetView.Row.category)
        shape.add("amount", \BudgetView.Row.amount)
    }
}

extension CitiesPage {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("countries", countries)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("countries", \CitiesPage.countries)
    }
}

extension CitiesPage.Country {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("url", url)
        fields.add("count", count)
        fields.add("cities", cities)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("name", \CitiesPage.Country.name)
        shape.add("url", \CitiesPage.Country.url)
        shape.add("count", \CitiesPage.Country.count)
        shape.add("cities", \CitiesPage.Country.cities)
    }
}

extension CityCard {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("url", url)
        fields.add("country", country)
        fields.add("count", count)
        fields.add("trips", trips)
        fields.add("facts", facts)
        fields.add("image", image)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("name", \CityCard.name)
        shape.add("url", \CityCard.url)
        shape.add("country", \CityCard.country)
        shape.add("count", \CityCard.count)
        shape.add("trips", \CityCard.trips)
        shape.add("facts", \CityCard.facts)
        shape.add("image", \CityCard.image)
    }
}

extension CityLink {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("url", url)
        fields.add("country", country)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("name", \CityLink.name)
        shape.add("url", \CityLink.url)
        shape.add("country", \CityLink.country)
    }
}

extension CityPage {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("city", city)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("city", \CityPage.city)
    }
}

extension CityView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("country", country)
        fields.add("country_code", countryCode)
        fields.add("region", region)
        fields.add("coordinates", coordinates)
        fields.add("population", population)
        fields.add("summary", summary)
        fields.add("intro_html", introHtml)
        fields.add("groups", groups)
        fields.add("features", features)
        fields.add("feature_links", featureLinks)
        fields.add("feature_page", featurePage)
        fields.add("has_recommendations", hasRecommendations)
        fields.add("count", count)
        fields.add("trips", trips)
        fields.add("map_svg", mapSvg)
        fields.add("map_legend", mapLegend)
        fields.add("map_shows_recommendations", mapShowsRecommendations)
        fields.add("wikipedia", wikipedia)
        fields.add("photo", photo)
        fields.add("wikipedia_photo", wikipediaPhoto)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("name", \CityView.name)
        shape.add("country", \CityView.country)
        shape.add("country_code", \CityView.countryCode)
        shape.add("region", \CityView.region)
        shape.add("coordinates", \CityView.coordinates)
        shape.add("population", \CityView.population)
        shape.add("summary", \CityView.summary)
        shape.add("intro_html", \CityView.introHtml)
        shape.add("groups", \CityView.groups)
        shape.add("features", \CityView.features)
        shape.add("feature_links", \CityView.featureLinks)
        shape.add("feature_page", \CityView.featurePage)
        shape.add("has_recommendations", \CityView.hasRecommendations)
        shape.add("count", \CityView.count)
        shape.add("trips", \CityView.trips)
        shape.add("map_svg", \CityView.mapSvg)
        shape.add("map_legend", \CityView.mapLegend)
        shape.add("map_shows_recommendations", \CityView.mapShowsRecommendations)
        shape.add("wikipedia", \CityView.wikipedia)
        shape.add("photo", \CityView.photo)
        shape.add("wikipedia_photo", \CityView.wikipediaPhoto)
    }
}

extension CityView.FeatureLink {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("feature", feature)
        fields.add("title", title)
        fields.add("count", count)
        fields.add("url", url)
        fields.add("is_current", isCurrent)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("feature", \CityView.FeatureLink.feature)
        shape.add("title", \CityView.FeatureLink.title)
        shape.add("count", \CityView.FeatureLink.count)
        shape.add("url", \CityView.FeatureLink.url)
        shape.add("is_current", \CityView.FeatureLink.isCurrent)
    }
}

extension CityView.FeaturePage {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("feature", feature)
        fields.add("title", title)
        fields.add("count", count)
        fields.add("page_label", pageLabel)
        fields.add("city_url", cityUrl)
        fields.add("pages", pages)
        fields.add("previous_url", previousUrl)
        fields.add("next_url", nextUrl)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("feature", \CityView.FeaturePage.feature)
        shape.add("title", \CityView.FeaturePage.title)
        shape.add("count", \CityView.FeaturePage.count)
        shape.add("page_label", \CityView.FeaturePage.pageLabel)
        shape.add("city_url", \CityView.FeaturePage.cityUrl)
        shape.add("pages", \CityView.FeaturePage.pages)
        shape.add("previous_url", \CityView.FeaturePage.previousUrl)
        shape.add("next_url", \CityView.FeaturePage.nextUrl)
    }
}

extension CityView.Group {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("feature", feature)
        fields.add("title", title)
        fields.add("count", count)
        fields.add("recommendations", recommendations)
        fields.add("more", more)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("feature", \CityView.Group.feature)
        shape.add("title", \CityView.Group.title)
        shape.add("count", \CityView.Group.count)
        shape.add("recommendations", \CityView.Group.recommendations)
        shape.add("more", \CityView.Group.more)
    }
}

extension CityView.PageNumber {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("number", number)
        fields.add("url", url)
        fields.add("is_current", isCurrent)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("number", \CityView.PageNumber.number)
        shape.add("url", \CityView.PageNumber.url)
        shape.add("is_current", \CityView.PageNumber.isCurrent)
    }
}

extension CityView.Wikipedia {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("extract", extract)
        fields.add("url", url)
        fields.add("licence", licence)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("extract", \CityView.Wikipedia.extract)
        shape.add("url", \CityView.Wikipedia.url)
        shape.add("licence", \CityView.Wikipedia.licence)
    }
}

extension CountryLink {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("url", url)
        fields.add("count", count)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("name", \CountryLink.name)
        shape.add("url", \CountryLink.url)
        shape.add("count", \CountryLink.count)
    }
}

extension CountryPage {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("map", map)
        fields.add("trips", trips)
        fields.add("cities", cities)
        fields.add("recommendations", recommendations)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("name", \CountryPage.name)
        shape.add("map", \CountryPage.map)
        shape.add("trips", \CountryPage.trips)
        shape.add("cities", \CountryPage.cities)
        shape.add("recommendations", \CountryPage.recommendations)
    }
}

extension CountryPage.CityRecommendations {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("city", city)
        fields.add("recommendations", recommendations)
        fields.add("more", more)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("city", \CountryPage.CityRecommendations.city)
        shape.add("recommendations", \CountryPage.CityRecommendations.recommendations)
        shape.add("more", \CountryPage.CityRecommendations.more)
    }
}

extension DayItemView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("kind", kind)
        fields.add("time", time)
        fields.add("zone", zone)
        fields.add("title", title)
        fields.add("detail", detail)
        fields.add("notes_html", notesHtml)
        fields.add("visit", visit)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("kind", \DayItemView.kind)
        shape.add("time", \DayItemView.time)
        shape.add("zone", \DayItemView.zone)
        shape.add("title", \DayItemView.title)
        shape.add("detail", \DayItemView.detail)
        shape.add("notes_html", \DayItemView.notesHtml)
        shape.add("visit", \DayItemView.visit)
    }
}

extension DayView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("number", number)
        fields.add("label", label)
        fields.add("anchor", anchor)
        fields.add("date_iso", dateIso)
        fields.add("heading", heading)
        fields.add("title", title)
        fields.add("city", city)
        fields.add("items", items)
        fields.add("visits", visits)
        fields.add("night", night)
        fields.add("suggestions", suggestions)
        fields.add("photos", photos)
        fields.add("weather", weather)
        fields.add("directions", directions)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("number", \DayView.number)
        shape.add("label", \DayView.label)
        shape.add("anchor", \DayView.anchor)
        shape.add("date_iso", \DayView.dateIso)
        shape.add("heading", \DayView.heading)
        shape.add("title", \DayView.title)
        shape.add("city", \DayView.city)
        shape.add("items", \DayView.items)
        shape.add("visits", \DayView.visits)
        shape.add("night", \DayView.night)
        shape.add("suggestions", \DayView.suggestions)
        shape.add("photos", \DayView.photos)
        shape.add("weather", \DayView.weather)
        shape.add("directions", \DayView.directions)
    }
}

extension DirectionsLink {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("url", url)
        fields.add("text", text)
        fields.add("label", label)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("url", \DirectionsLink.url)
        shape.add("text", \DirectionsLink.text)
        shape.add("label", \DirectionsLink.label)
    }
}

extension FlightView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("from", from)
        fields.add("to", to)
        fields.add("depart", depart)
        fields.add("depart_iso", departIso)
        fields.add("depart_zone", departZone)
        fields.add("arrive", arrive)
        fields.add("arrive_iso", arriveIso)
        fields.add("arrive_zone", arriveZone)
        fields.add("duration", duration)
        fields.add("stops", stops)
        fields.add("airline", airline)
        fields.add("number", number)
        fields.add("passengers", passengers)
        fields.add("price", price)
        fields.add("booking", booking)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("from", \FlightView.from)
        shape.add("to", \FlightView.to)
        shape.add("depart", \FlightView.depart)
        shape.add("depart_iso", \FlightView.departIso)
        shape.add("depart_zone", \FlightView.departZone)
        shape.add("arrive", \FlightView.arrive)
        shape.add("arrive_iso", \FlightView.arriveIso)
        shape.add("arrive_zone", \FlightView.arriveZone)
        shape.add("duration", \FlightView.duration)
        shape.add("stops", \FlightView.stops)
        shape.add("airline", \FlightView.airline)
        shape.add("number", \FlightView.number)
        shape.add("passengers", \FlightView.passengers)
        shape.add("price", \FlightView.price)
        shape.add("booking", \FlightView.booking)
    }
}

extension FlightView.AirportView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("code", code)
        fields.add("name", name)
        fields.add("city", city)
        fields.add("zone", zone)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("code", \FlightView.AirportView.code)
        shape.add("name", \FlightView.AirportView.name)
        shape.add("city", \FlightView.AirportView.city)
        shape.add("zone", \FlightView.AirportView.zone)
    }
}

extension HomePage {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("stats", stats)
        fields.add("when", when)
        fields.add("upcoming", upcoming)
        fields.add("past", past)
        fields.add("years", years)
        fields.add("popular", popular)
        fields.add("cities_count", citiesCount)
        fields.add("cities_url", citiesUrl)
        fields.add("map", map)
        fields.add("map_url", mapUrl)
        fields.add("under_way", underWay)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("stats", \HomePage.stats)
        shape.add("when", \HomePage.when)
        shape.add("upcoming", \HomePage.upcoming)
        shape.add("past", \HomePage.past)
        shape.add("years", \HomePage.years)
        shape.add("popular", \HomePage.popular)
        shape.add("cities_count", \HomePage.citiesCount)
        shape.add("cities_url", \HomePage.citiesUrl)
        shape.add("map", \HomePage.map)
        shape.add("map_url", \HomePage.mapUrl)
        shape.add("under_way", \HomePage.underWay)
    }
}

extension ImageView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("src", src)
        fields.add("srcset", srcset)
        fields.add("width", width)
        fields.add("height", height)
        fields.add("alt", alt)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("src", \ImageView.src)
        shape.add("srcset", \ImageView.srcset)
        shape.add("width", \ImageView.width)
        shape.add("height", \ImageView.height)
        shape.add("alt", \ImageView.alt)
    }
}

extension ListedCity {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("city", city)
        fields.add("separator", separator)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("city", \ListedCity.city)
        shape.add("separator", \ListedCity.separator)
    }
}

extension MapPage {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("map", map)
        fields.add("regions", regions)
        fields.add("more_trips", moreTrips)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("map", \MapPage.map)
        shape.add("regions", \MapPage.regions)
        shape.add("more_trips", \MapPage.moreTrips)
    }
}

extension MapPage.Region {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("id", id)
        fields.add("map", map)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("name", \MapPage.Region.name)
        shape.add("id", \MapPage.Region.id)
        shape.add("map", \MapPage.Region.map)
    }
}

extension MapView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("title", title)
        fields.add("svg", svg)
        fields.add("legend", legend)
        fields.add("line_key", lineKey)
        fields.add("line_key_title", lineKeyTitle)
        fields.add("day_key", dayKey)
        fields.add("day_key_title", dayKeyTitle)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("title", \MapView.title)
        shape.add("svg", \MapView.svg)
        shape.add("legend", \MapView.legend)
        shape.add("line_key", \MapView.lineKey)
        shape.add("line_key_title", \MapView.lineKeyTitle)
        shape.add("day_key", \MapView.dayKey)
        shape.add("day_key_title", \MapView.dayKeyTitle)
    }
}

extension MapView.DayKeyItem {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("label", label)
        fields.add("heading", heading)
        fields.add("url", url)
        fields.add("markers", markers)
        fields.add("swatch", swatch)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("label", \MapView.DayKeyItem.label)
        shape.add("heading", \MapView.DayKeyItem.heading)
        shape.add("url", \MapView.DayKeyItem.url)
        shape.add("markers", \MapView.DayKeyItem.markers)
        shape.add("swatch", \MapView.DayKeyItem.swatch)
    }
}

extension MapView.LegendItem {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("number", number)
        fields.add("name", name)
        fields.add("url", url)
        fields.add("kind", kind)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("number", \MapView.LegendItem.number)
        shape.add("name", \MapView.LegendItem.name)
        shape.add("url", \MapView.LegendItem.url)
        shape.add("kind", \MapView.LegendItem.kind)
    }
}

extension MapView.LineKeyItem {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("kind", kind)
        fields.add("name", name)
        fields.add("swatch", swatch)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("kind", \MapView.LineKeyItem.kind)
        shape.add("name", \MapView.LineKeyItem.name)
        shape.add("swatch", \MapView.LineKeyItem.swatch)
    }
}

extension NightView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("kind", kind)
        fields.add("text", text)
        fields.add("address", address)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("kind", \NightView.kind)
        shape.add("text", \NightView.text)
        shape.add("address", \NightView.address)
    }
}

extension NotFoundPage {
    package func add(to fields: inout TemplateFieldList) {}

    package static func addShape(to shape: inout TemplateShapeList<Self>) {}
}

extension PageFrame {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("site", site)
        fields.add("page", page)
        fields.add("nav", nav)
        fields.add("assets", assets)
        fields.add("live_map", liveMap)
        fields.add("year", year)
        fields.add("app", app)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("site", \PageFrame.site)
        shape.add("page", \PageFrame.page)
        shape.add("nav", \PageFrame.nav)
        shape.add("assets", \PageFrame.assets)
        shape.add("live_map", \PageFrame.liveMap)
        shape.add("year", \PageFrame.year)
        shape.add("app", \PageFrame.app)
    }
}

extension PageFrame.AppLinks {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("manifest", manifest)
        fields.add("icon", icon)
        fields.add("theme_color", themeColor)
        fields.add("service_worker", serviceWorker)
        fields.add("saved", saved)
        fields.add("offline_list", offlineList)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("manifest", \PageFrame.AppLinks.manifest)
        shape.add("icon", \PageFrame.AppLinks.icon)
        shape.add("theme_color", \PageFrame.AppLinks.themeColor)
        shape.add("service_worker", \PageFrame.AppLinks.serviceWorker)
        shape.add("saved", \PageFrame.AppLinks.saved)
        shape.add("offline_list", \PageFrame.AppLinks.offlineList)
    }
}

extension PageFrame.AssetLinks {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("css", css)
        fields.add("js", js)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("css", \PageFrame.AssetLinks.css)
        shape.add("js", \PageFrame.AssetLinks.js)
    }
}

extension PageFrame.LiveMap {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("css", css)
        fields.add("leaflet", leaflet)
        fields.add("script", script)
        fields.add("tiles", tiles)
        fields.add("attribution", attribution)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("css", \PageFrame.LiveMap.css)
        shape.add("leaflet", \PageFrame.LiveMap.leaflet)
        shape.add("script", \PageFrame.LiveMap.script)
        shape.add("tiles", \PageFrame.LiveMap.tiles)
        shape.add("attribution", \PageFrame.LiveMap.attribution)
    }
}

extension PageFrame.Navigation {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("home", home)
        fields.add("cities", cities)
        fields.add("search", search)
        fields.add("map", map)
        fields.add("feed", feed)
        fields.add("is_home", isHome)
        fields.add("is_cities", isCities)
        fields.add("is_search", isSearch)
        fields.add("is_map", isMap)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("home", \PageFrame.Navigation.home)
        shape.add("cities", \PageFrame.Navigation.cities)
        shape.add("search", \PageFrame.Navigation.search)
        shape.add("map", \PageFrame.Navigation.map)
        shape.add("feed", \PageFrame.Navigation.feed)
        shape.add("is_home", \PageFrame.Navigation.isHome)
        shape.add("is_cities", \PageFrame.Navigation.isCities)
        shape.add("is_search", \PageFrame.Navigation.isSearch)
        shape.add("is_map", \PageFrame.Navigation.isMap)
    }
}

extension PageFrame.PageInfo {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("title", title)
        fields.add("full_title", fullTitle)
        fields.add("description", description)
        fields.add("kind", kind)
        fields.add("og_type", ogType)
        fields.add("noindex", noindex)
        fields.add("canonical", canonical)
        fields.add("image", image)
        fields.add("image_alt", imageAlt)
        fields.add("unpublished_notice", unpublishedNotice)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("title", \PageFrame.PageInfo.title)
        shape.add("full_title", \PageFrame.PageInfo.fullTitle)
        shape.add("description", \PageFrame.PageInfo.description)
        shape.add("kind", \PageFrame.PageInfo.kind)
        shape.add("og_type", \PageFrame.PageInfo.ogType)
        shape.add("noindex", \PageFrame.PageInfo.noindex)
        shape.add("canonical", \PageFrame.PageInfo.canonical)
        shape.add("image", \PageFrame.PageInfo.image)
        shape.add("image_alt", \PageFrame.PageInfo.imageAlt)
        shape.add("unpublished_notice", \PageFrame.PageInfo.unpublishedNotice)
    }
}

extension PageFrame.SiteInfo {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("title", title)
        fields.add("language", language)
        fields.add("author", author)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("title", \PageFrame.SiteInfo.title)
        shape.add("language", \PageFrame.SiteInfo.language)
        shape.add("author", \PageFrame.SiteInfo.author)
    }
}

extension PhotoView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("number", number)
        fields.add("anchor", anchor)
        fields.add("image", image)
        fields.add("full", full)
        fields.add("caption", caption)
        fields.add("date", date)
        fields.add("date_iso", dateIso)
        fields.add("day_label", dayLabel)
        fields.add("day_url", dayUrl)
        fields.add("place", place)
        fields.add("label", label)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("number", \PhotoView.number)
        shape.add("anchor", \PhotoView.anchor)
        shape.add("image", \PhotoView.image)
        shape.add("full", \PhotoView.full)
        shape.add("caption", \PhotoView.caption)
        shape.add("date", \PhotoView.date)
        shape.add("date_iso", \PhotoView.dateIso)
        shape.add("day_label", \PhotoView.dayLabel)
        shape.add("day_url", \PhotoView.dayUrl)
        shape.add("place", \PhotoView.place)
        shape.add("label", \PhotoView.label)
    }
}

extension PlaceMapLinks {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("geo", geo)
        fields.add("geo_text", geoText)
        fields.add("geo_label", geoLabel)
        fields.add("open_street_map", openStreetMap)
        fields.add("open_street_map_text", openStreetMapText)
        fields.add("open_street_map_label", openStreetMapLabel)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("geo", \PlaceMapLinks.geo)
        shape.add("geo_text", \PlaceMapLinks.geoText)
        shape.add("geo_label", \PlaceMapLinks.geoLabel)
        shape.add("open_street_map", \PlaceMapLinks.openStreetMap)
        shape.add("open_street_map_text", \PlaceMapLinks.openStreetMapText)
        shape.add("open_street_map_label", \PlaceMapLinks.openStreetMapLabel)
    }
}

extension RecommendationCard {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("url", url)
        fields.add("features", features)
        fields.add("features_text", featuresText)
        fields.add("features_data", featuresData)
        fields.add("price", price)
        fields.add("address", address)
        fields.add("city", city)
        fields.add("image", image)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("name", \RecommendationCard.name)
        shape.add("url", \RecommendationCard.url)
        shape.add("features", \RecommendationCard.features)
        shape.add("features_text", \RecommendationCard.featuresText)
        shape.add("features_data", \RecommendationCard.featuresData)
        shape.add("price", \RecommendationCard.price)
        shape.add("address", \RecommendationCard.address)
        shape.add("city", \RecommendationCard.city)
        shape.add("image", \RecommendationCard.image)
    }
}

extension RecommendationPage {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("recommendation", recommendation)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("recommendation", \RecommendationPage.recommendation)
    }
}

extension RecommendationView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("city", city)
        fields.add("country", country)
        fields.add("features", features)
        fields.add("address", address)
        fields.add("coordinates", coordinates)
        fields.add("website", website)
        fields.add("price", price)
        fields.add("hours", hours)
        fields.add("phone", phone)
        fields.add("phone_url", phoneUrl)
        fields.add("tags", tags)
        fields.add("image", image)
        fields.add("notes_html", notesHtml)
        fields.add("trips", trips)
        fields.add("map_svg", mapSvg)
        fields.add("map_links", mapLinks)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("name", \RecommendationView.name)
        shape.add("city", \RecommendationView.city)
        shape.add("country", \RecommendationView.country)
        shape.add("features", \RecommendationView.features)
        shape.add("address", \RecommendationView.address)
        shape.add("coordinates", \RecommendationView.coordinates)
        shape.add("website", \RecommendationView.website)
        shape.add("price", \RecommendationView.price)
        shape.add("hours", \RecommendationView.hours)
        shape.add("phone", \RecommendationView.phone)
        shape.add("phone_url", \RecommendationView.phoneUrl)
        shape.add("tags", \RecommendationView.tags)
        shape.add("image", \RecommendationView.image)
        shape.add("notes_html", \RecommendationView.notesHtml)
        shape.add("trips", \RecommendationView.trips)
        shape.add("map_svg", \RecommendationView.mapSvg)
        shape.add("map_links", \RecommendationView.mapLinks)
    }
}

extension SearchPage {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("shards", shards)
        fields.add("root", root)
        fields.add("words", words)
        fields.add("split", split)
        fields.add("block", block)
        fields.add("word_limit", wordLimit)
        fields.add("kinds", kinds)
        fields.add("result_one", resultOne)
        fields.add("result_other", resultOther)
        fields.add("years", years)
        fields.add("countries", countries)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("shards", \SearchPage.shards)
        shape.add("root", \SearchPage.root)
        shape.add("words", \SearchPage.words)
        shape.add("split", \SearchPage.split)
        shape.add("block", \SearchPage.block)
        shape.add("word_limit", \SearchPage.wordLimit)
        shape.add("kinds", \SearchPage.kinds)
        shape.add("result_one", \SearchPage.resultOne)
        shape.add("result_other", \SearchPage.resultOther)
        shape.add("years", \SearchPage.years)
        shape.add("countries", \SearchPage.countries)
    }
}

extension StayView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("url", url)
        fields.add("address", address)
        fields.add("city", city)
        fields.add("check_in", checkIn)
        fields.add("check_in_iso", checkInIso)
        fields.add("check_in_time", checkInTime)
        fields.add("check_out", checkOut)
        fields.add("check_out_iso", checkOutIso)
        fields.add("check_out_time", checkOutTime)
        fields.add("booking", booking)
        fields.add("phone", phone)
        fields.add("phone_url", phoneUrl)
        fields.add("email", email)
        fields.add("email_url", emailUrl)
        fields.add("nights", nights)
        fields.add("stars", stars)
        fields.add("stars_label", starsLabel)
        fields.add("guest_rating", guestRating)
        fields.add("is_rated", isRated)
        fields.add("rooms_left", roomsLeft)
        fields.add("guests", guests)
        fields.add("per_night", perNight)
        fields.add("total", total)
        fields.add("image", image)
        fields.add("sort_order", sortOrder)
        fields.add("sort_price", sortPrice)
        fields.add("sort_stars", sortStars)
        fields.add("sort_rating", sortRating)
        fields.add("map_links", mapLinks)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("name", \StayView.name)
        shape.add("url", \StayView.url)
        shape.add("address", \StayView.address)
        shape.add("city", \StayView.city)
        shape.add("check_in", \StayView.checkIn)
        shape.add("check_in_iso", \StayView.checkInIso)
        shape.add("check_in_time", \StayView.checkInTime)
        shape.add("check_out", \StayView.checkOut)
        shape.add("check_out_iso", \StayView.checkOutIso)
        shape.add("check_out_time", \StayView.checkOutTime)
        shape.add("booking", \StayView.booking)
        shape.add("phone", \StayView.phone)
        shape.add("phone_url", \StayView.phoneUrl)
        shape.add("email", \StayView.email)
        shape.add("email_url", \StayView.emailUrl)
        shape.add("nights", \StayView.nights)
        shape.add("stars", \StayView.stars)
        shape.add("stars_label", \StayView.starsLabel)
        shape.add("guest_rating", \StayView.guestRating)
        shape.add("is_rated", \StayView.isRated)
        shape.add("rooms_left", \StayView.roomsLeft)
        shape.add("guests", \StayView.guests)
        shape.add("per_night", \StayView.perNight)
        shape.add("total", \StayView.total)
        shape.add("image", \StayView.image)
        shape.add("sort_order", \StayView.sortOrder)
        shape.add("sort_price", \StayView.sortPrice)
        shape.add("sort_stars", \StayView.sortStars)
        shape.add("sort_rating", \StayView.sortRating)
        shape.add("map_links", \StayView.mapLinks)
    }
}

extension TripCard {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("title", title)
        fields.add("url", url)
        fields.add("dates", dates)
        fields.add("start_iso", startIso)
        fields.add("end_iso", endIso)
        fields.add("duration", duration)
        fields.add("summary", summary)
        fields.add("destination", destination)
        fields.add("cities", cities)
        fields.add("is_draft", isDraft)
        fields.add("image", image)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("title", \TripCard.title)
        shape.add("url", \TripCard.url)
        shape.add("dates", \TripCard.dates)
        shape.add("start_iso", \TripCard.startIso)
        shape.add("end_iso", \TripCard.endIso)
        shape.add("duration", \TripCard.duration)
        shape.add("summary", \TripCard.summary)
        shape.add("destination", \TripCard.destination)
        shape.add("cities", \TripCard.cities)
        shape.add("is_draft", \TripCard.isDraft)
        shape.add("image", \TripCard.image)
    }
}

extension TripPage {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("trip", trip)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("trip", \TripPage.trip)
    }
}

extension TripView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("title", title)
        fields.add("summary", summary)
        fields.add("dates", dates)
        fields.add("start_iso", startIso)
        fields.add("end_iso", endIso)
        fields.add("duration", duration)
        fields.add("when", when)
        fields.add("travelers", travelers)
        fields.add("destination", destination)
        fields.add("cities", cities)
        fields.add("interests", interests)
        fields.add("airports", airports)
        fields.add("is_empty", isEmpty)
        fields.add("is_draft", isDraft)
        fields.add("is_unlisted", isUnlisted)
        fields.add("cover", cover)
        fields.add("flights", flights)
        fields.add("first_flight", firstFlight)
        fields.add("first_stay", firstStay)
        fields.add("trip_kind", tripKind)
        fields.add("stays", stays)
        fields.add("shortlist", shortlist)
        fields.add("days", days)
        fields.add("waypoints", waypoints)
        fields.add("gallery", gallery)
        fields.add("notes_html", notesHtml)
        fields.add("packing", packing)
        fields.add("maps", maps)
        fields.add("ics", ics)
        fields.add("geojson", geojson)
        fields.add("budget", budget)
        fields.add("weather_attribution", weatherAttribution)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("title", \TripView.title)
        shape.add("summary", \TripView.summary)
        shape.add("dates", \TripView.dates)
        shape.add("start_iso", \TripView.startIso)
        shape.add("end_iso", \TripView.endIso)
        shape.add("duration", \TripView.duration)
        shape.add("when", \TripView.when)
        shape.add("travelers", \TripView.travelers)
        shape.add("destination", \TripView.destination)
        shape.add("cities", \TripView.cities)
        shape.add("interests", \TripView.interests)
        shape.add("airports", \TripView.airports)
        shape.add("is_empty", \TripView.isEmpty)
        shape.add("is_draft", \TripView.isDraft)
        shape.add("is_unlisted", \TripView.isUnlisted)
        shape.add("cover", \TripView.cover)
        shape.add("flights", \TripView.flights)
        shape.add("first_flight", \TripView.firstFlight)
        shape.add("first_stay", \TripView.firstStay)
        shape.add("trip_kind", \TripView.tripKind)
        shape.add("stays", \TripView.stays)
        shape.add("shortlist", \TripView.shortlist)
        shape.add("days", \TripView.days)
        shape.add("waypoints", \TripView.waypoints)
        shape.add("gallery", \TripView.gallery)
        shape.add("notes_html", \TripView.notesHtml)
        shape.add("packing", \TripView.packing)
        shape.add("maps", \TripView.maps)
        shape.add("ics", \TripView.ics)
        shape.add("geojson", \TripView.geojson)
        shape.add("budget", \TripView.budget)
        shape.add("weather_attribution", \TripView.weatherAttribution)
    }
}

extension TripView.AirportNearby {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("code", code)
        fields.add("name", name)
        fields.add("distance", distance)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("code", \TripView.AirportNearby.code)
        shape.add("name", \TripView.AirportNearby.name)
        shape.add("distance", \TripView.AirportNearby.distance)
    }
}

extension TripView.PackingItem {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("text", text)
        fields.add("done", done)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("text", \TripView.PackingItem.text)
        shape.add("done", \TripView.PackingItem.done)
    }
}

extension TripView.WaypointView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("coordinates", coordinates)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("name", \TripView.WaypointView.name)
        shape.add("coordinates", \TripView.WaypointView.coordinates)
    }
}

extension VisitView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("time", time)
        fields.add("until", until)
        fields.add("name", name)
        fields.add("url", url)
        fields.add("address", address)
        fields.add("features_text", featuresText)
        fields.add("cost", cost)
        fields.add("notes_html", notesHtml)
        fields.add("zone", zone)
        fields.add("travel", travel)
        fields.add("booking", booking)
        fields.add("hours", hours)
        fields.add("phone", phone)
        fields.add("phone_url", phoneUrl)
        fields.add("map_links", mapLinks)
        fields.add("directions_from_previous", directionsFromPrevious)
        fields.add("image", image)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("time", \VisitView.time)
        shape.add("until", \VisitView.until)
        shape.add("name", \VisitView.name)
        shape.add("url", \VisitView.url)
        shape.add("address", \VisitView.address)
        shape.add("features_text", \VisitView.featuresText)
        shape.add("cost", \VisitView.cost)
        shape.add("notes_html", \VisitView.notesHtml)
        shape.add("zone", \VisitView.zone)
        shape.add("travel", \VisitView.travel)
        shape.add("booking", \VisitView.booking)
        shape.add("hours", \VisitView.hours)
        shape.add("phone", \VisitView.phone)
        shape.add("phone_url", \VisitView.phoneUrl)
        shape.add("map_links", \VisitView.mapLinks)
        shape.add("directions_from_previous", \VisitView.directionsFromPrevious)
        shape.add("image", \VisitView.image)
    }
}

extension WeatherView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("kind", kind)
        fields.add("source", source)
        fields.add("summary", summary)
        fields.add("high", high)
        fields.add("low", low)
        fields.add("precipitation", precipitation)
        fields.add("wet_years", wetYears)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("kind", \WeatherView.kind)
        shape.add("source", \WeatherView.source)
        shape.add("summary", \WeatherView.summary)
        shape.add("high", \WeatherView.high)
        shape.add("low", \WeatherView.low)
        shape.add("precipitation", \WeatherView.precipitation)
        shape.add("wet_years", \WeatherView.wetYears)
    }
}

extension WhenView {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("today", today)
        fields.add("day_of", dayOf)
        fields.add("tomorrow", tomorrow)
        fields.add("yesterday", yesterday)
        fields.add("starts_in_days", startsInDays)
        fields.add("starts_in_weeks", startsInWeeks)
        fields.add("starts_in_months", startsInMonths)
        fields.add("starts_in_years", startsInYears)
        fields.add("ended_days_ago", endedDaysAgo)
        fields.add("ended_weeks_ago", endedWeeksAgo)
        fields.add("ended_months_ago", endedMonthsAgo)
        fields.add("ended_years_ago", endedYearsAgo)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("today", \WhenView.today)
        shape.add("day_of", \WhenView.dayOf)
        shape.add("tomorrow", \WhenView.tomorrow)
        shape.add("yesterday", \WhenView.yesterday)
        shape.add("starts_in_days", \WhenView.startsInDays)
        shape.add("starts_in_weeks", \WhenView.startsInWeeks)
        shape.add("starts_in_months", \WhenView.startsInMonths)
        shape.add("starts_in_years", \WhenView.startsInYears)
        shape.add("ended_days_ago", \WhenView.endedDaysAgo)
        shape.add("ended_weeks_ago", \WhenView.endedWeeksAgo)
        shape.add("ended_months_ago", \WhenView.endedMonthsAgo)
        shape.add("ended_years_ago", \WhenView.endedYearsAgo)
    }
}

extension YearLink {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("year", year)
        fields.add("url", url)
        fields.add("count", count)
        fields.add("is_current", isCurrent)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("year", \YearLink.year)
        shape.add("url", \YearLink.url)
        shape.add("count", \YearLink.count)
        shape.add("is_current", \YearLink.isCurrent)
    }
}

extension YearPage {
    package func add(to fields: inout TemplateFieldList) {
        fields.add("year", year)
        fields.add("trips", trips)
        fields.add("years", years)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add("year", \YearPage.year)
        shape.add("trips", \YearPage.trips)
        shape.add("years", \YearPage.years)
    }
}
