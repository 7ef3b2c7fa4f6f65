/// The WMO weather interpretation codes (WW) as Open-Meteo documents them for `weather_code`.
enum WeatherCode {
    /// A short English description of `code`, or `nil` for a code not in the table.
    static func summary(_ code: Int) -> String? {
        switch code {
        case 0: return "Clear sky"
        case 1: return "Mainly clear"
        case 2: return "Partly cloudy"
        case 3: return "Overcast"
        case 45: return "Fog"
        case 48: return "Depositing rime fog"
        case 51: return "Light drizzle"
        case 53: return "Moderate drizzle"
        case 55: return "Dense drizzle"
        case 56: return "Light freezing drizzle"
        case 57: return "Dense freezing drizzle"
        case 61: return "Slight rain"
        case 63: return "Moderate rain"
        case 65: return "Heavy rain"
        case 66: return "Light freezing rain"
        case 67: return "Heavy freezing rain"
        case 71: return "Slight snowfall"
        case 73: return "Moderate snowfall"
        case 75: return "Heavy snowfall"
        case 77: return "Snow grains"
        case 80: return "Slight rain showers"
        case 81: return "Moderate rain showers"
        case 82: return "Violent rain showers"
        case 85: return "Slight snow showers"
        case 86: return "Heavy snow showers"
        case 95: return "Thunderstorm"
        case 96: return "Thunderstorm with slight hail"
        case 99: return "Thunderstorm with heavy hail"
        default: return nil
        }
    }

    /// Words for averages of past years, which have no weather code: only whether rain is likely (a mean of 1 mm
    /// or more).
    static func climateSummary(precipitation: Double) -> String {
        precipitation >= 1 ? "Rain likely" : "Mostly dry"
    }
}
