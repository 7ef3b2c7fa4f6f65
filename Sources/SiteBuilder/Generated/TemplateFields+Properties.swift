// Written by `make template-fields` (Tools/Sources/template-fields) from the stored properties of the page
// structs, in the order they are declared: do not edit. CI runs it with --check, which fails when this file is
// not what they declare.

extension AppPage {
    func add(to fields: inout TemplateFieldList) {}
}

extension BudgetView {
    func add(to fields: inout TemplateFieldList) {
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
}

extension BudgetView.Row {
    func add(to fields: inout TemplateFieldList) {
        fields.add("category", category)
        fields.add("amount", amount)
    }
}

extension CitiesPage {
    func add(to fields: inout TemplateFieldList) {
        fields.add("countries", countries)
    }
}

extension CitiesPage.Country {
    func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("url", url)
        fields.add("count", count)
        fields.add("cities", cities)
    }
}

extension CityCard {
    func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("url", url)
        fields.add("country", country)
        fields.add("count", count)
        fields.add("trips", trips)
        fields.add("facts", facts)
        fields.add("image", image)
    }
}

extension CityLink {
    func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("url", url)
        fields.add("country", country)
    }
}

extension CityPage {
    func add(to fields: inout TemplateFieldList) {
        fields.add("city", city)
    }
}

extension CityView {
    func add(to fields: inout TemplateFieldList) {
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
}

extension CityView.FeatureLink {
    func add(to fields: inout TemplateFieldList) {
        fields.add("feature", feature)
        fields.add("title", title)
        fields.add("count", count)
        fields.add("url", url)
        fields.add("is_current", isCurrent)
    }
}

extension CityView.FeaturePage {
    func add(to fields: inout TemplateFieldList) {
        fields.add("feature", feature)
        fields.add("title", title)
        fields.add("count", count)
        fields.add("page_label", pageLabel)
        fields.add("city_url", cityUrl)
        fields.add("pages", pages)
        fields.add("previous_url", previousUrl)
        fields.add("next_url", nextUrl)
    }
}

extension CityView.Group {
    func add(to fields: inout TemplateFieldList) {
        fields.add("feature", feature)
        fields.add("title", title)
        fields.add("count", count)
        fields.add("recommendations", recommendations)
        fields.add("more", more)
    }
}

extension CityView.PageNumber {
    func add(to fields: inout TemplateFieldList) {
        fields.add("number", number)
        fields.add("url", url)
        fields.add("is_current", isCurrent)
    }
}

extension CityView.Wikipedia {
    func add(to fields: inout TemplateFieldList) {
        fields.add("extract", extract)
        fields.add("url", url)
        fields.add("licence", licence)
    }
}

extension CountryLink {
    func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("url", url)
        fields.add("count", count)
    }
}

extension CountryPage {
    func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("map", map)
        fields.add("trips", trips)
        fields.add("cities", cities)
        fields.add("recommendations", recommendations)
    }
}

extension CountryPage.CityRecommendations {
    func add(to fields: inout TemplateFieldList) {
        fields.add("city", city)
        fields.add("recommendations", recommendations)
        fields.add("more", more)
    }
}

extension DayItemView {
    func add(to fields: inout TemplateFieldList) {
        fields.add("kind", kind)
        fields.add("time", time)
        fields.add("zone", zone)
        fields.add("title", title)
        fields.add("detail", detail)
        fields.add("notes_html", notesHtml)
        fields.add("visit", visit)
    }
}

extension DayView {
    func add(to fields: inout TemplateFieldList) {
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
}

extension DirectionsLink {
    func add(to fields: inout TemplateFieldList) {
        fields.add("url", url)
        fields.add("text", text)
        fields.add("label", label)
    }
}

extension FlightView {
    func add(to fields: inout TemplateFieldList) {
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
}

extension FlightView.AirportView {
    func add(to fields: inout TemplateFieldList) {
        fields.add("code", code)
        fields.add("name", name)
        fields.add("city", city)
        fields.add("zone", zone)
    }
}

extension HomePage {
    func add(to fields: inout TemplateFieldList) {
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
}

extension ImageView {
    func add(to fields: inout TemplateFieldList) {
        fields.add("src", src)
        fields.add("srcset", srcset)
        fields.add("width", width)
        fields.add("height", height)
        fields.add("alt", alt)
    }
}

extension ListedCity {
    func add(to fields: inout TemplateFieldList) {
        fields.add("city", city)
        fields.add("separator", separator)
    }
}

extension MapView {
    func add(to fields: inout TemplateFieldList) {
        fields.add("title", title)
        fields.add("svg", svg)
        fields.add("legend", legend)
        fields.add("line_key", lineKey)
        fields.add("line_key_title", lineKeyTitle)
        fields.add("day_key", dayKey)
        fields.add("day_key_title", dayKeyTitle)
    }
}

extension MapView.DayKeyItem {
    func add(to fields: inout TemplateFieldList) {
        fields.add("label", label)
        fields.add("heading", heading)
        fields.add("url", url)
        fields.add("markers", markers)
        fields.add("swatch", swatch)
    }
}

extension MapView.LegendItem {
    func add(to fields: inout TemplateFieldList) {
        fields.add("number", number)
        fields.add("name", name)
        fields.add("url", url)
        fields.add("kind", kind)
    }
}

extension MapView.LineKeyItem {
    func add(to fields: inout TemplateFieldList) {
        fields.add("kind", kind)
        fields.add("name", name)
        fields.add("swatch", swatch)
    }
}

extension NightView {
    func add(to fields: inout TemplateFieldList) {
        fields.add("kind", kind)
        fields.add("text", text)
        fields.add("address", address)
    }
}

extension NotFoundPage {
    func add(to fields: inout TemplateFieldList) {}
}

extension PageFrame {
    func add(to fields: inout TemplateFieldList) {
        fields.add("site", site)
        fields.add("page", page)
        fields.add("nav", nav)
        fields.add("assets", assets)
        fields.add("live_map", liveMap)
        fields.add("year", year)
        fields.add("app", app)
    }
}

extension PageFrame.AppLinks {
    func add(to fields: inout TemplateFieldList) {
        fields.add("manifest", manifest)
        fields.add("icon", icon)
        fields.add("theme_color", themeColor)
        fields.add("service_worker", serviceWorker)
        fields.add("saved", saved)
        fields.add("offline_list", offlineList)
    }
}

extension PageFrame.AssetLinks {
    func add(to fields: inout TemplateFieldList) {
        fields.add("css", css)
        fields.add("js", js)
    }
}

extension PageFrame.LiveMap {
    func add(to fields: inout TemplateFieldList) {
        fields.add("css", css)
        fields.add("leaflet", leaflet)
        fields.add("script", script)
        fields.add("tiles", tiles)
        fields.add("attribution", attribution)
    }
}

extension PageFrame.Navigation {
    func add(to fields: inout TemplateFieldList) {
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
}

extension PageFrame.PageInfo {
    func add(to fields: inout TemplateFieldList) {
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
}

extension PageFrame.SiteInfo {
    func add(to fields: inout TemplateFieldList) {
        fields.add("title", title)
        fields.add("language", language)
        fields.add("author", author)
    }
}

extension PhotoView {
    func add(to fields: inout TemplateFieldList) {
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
}

extension PlaceMapLinks {
    func add(to fields: inout TemplateFieldList) {
        fields.add("geo", geo)
        fields.add("geo_text", geoText)
        fields.add("geo_label", geoLabel)
        fields.add("open_street_map", openStreetMap)
        fields.add("open_street_map_text", openStreetMapText)
        fields.add("open_street_map_label", openStreetMapLabel)
    }
}

extension RecommendationCard {
    func add(to fields: inout TemplateFieldList) {
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
}

extension RecommendationPage {
    func add(to fields: inout TemplateFieldList) {
        fields.add("recommendation", recommendation)
    }
}

extension RecommendationView {
    func add(to fields: inout TemplateFieldList) {
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
}

extension SearchPage {
    func add(to fields: inout TemplateFieldList) {
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
}

extension SiteMapPage {
    func add(to fields: inout TemplateFieldList) {
        fields.add("map", map)
        fields.add("regions", regions)
        fields.add("more_trips", moreTrips)
    }
}

extension SiteMapPage.Region {
    func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("id", id)
        fields.add("map", map)
    }
}

extension StayView {
    func add(to fields: inout TemplateFieldList) {
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
}

extension TripCard {
    func add(to fields: inout TemplateFieldList) {
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
}

extension TripPage {
    func add(to fields: inout TemplateFieldList) {
        fields.add("trip", trip)
    }
}

extension TripView {
    func add(to fields: inout TemplateFieldList) {
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
}

extension TripView.AirportNearby {
    func add(to fields: inout TemplateFieldList) {
        fields.add("code", code)
        fields.add("name", name)
        fields.add("distance", distance)
    }
}

extension TripView.PackingItem {
    func add(to fields: inout TemplateFieldList) {
        fields.add("text", text)
        fields.add("done", done)
    }
}

extension TripView.WaypointView {
    func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("coordinates", coordinates)
    }
}

extension VisitView {
    func add(to fields: inout TemplateFieldList) {
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
}

extension WeatherView {
    func add(to fields: inout TemplateFieldList) {
        fields.add("kind", kind)
        fields.add("source", source)
        fields.add("summary", summary)
        fields.add("high", high)
        fields.add("low", low)
        fields.add("precipitation", precipitation)
        fields.add("wet_years", wetYears)
    }
}

extension WhenView {
    func add(to fields: inout TemplateFieldList) {
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
}

extension YearLink {
    func add(to fields: inout TemplateFieldList) {
        fields.add("year", year)
        fields.add("url", url)
        fields.add("count", count)
        fields.add("is_current", isCurrent)
    }
}

extension YearPage {
    func add(to fields: inout TemplateFieldList) {
        fields.add("year", year)
        fields.add("trips", trips)
        fields.add("years", years)
    }
}
