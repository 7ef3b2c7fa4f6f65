/// Times a render: the median rate over several runs of a fixed duration.
struct Measurement {
    let runs: Int
    let duration: Duration

    /// Renders per second, the median of `runs` runs each lasting about `duration`.
    func rendersPerSecond(_ render: () -> Int) -> Double {
        let clock = ContinuousClock()
        var rates: [Double] = []
        var sink = 0
        for _ in 0..<runs {
            var count = 0
            let start = clock.now
            var elapsed = Duration.zero
            repeat {
                sink &+= render()
                count += 1
                elapsed = clock.now - start
            } while elapsed < duration
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            rates.append(Double(count) / seconds)
        }
        // Keeps the renders from being optimised away.
        if sink == 42 { print("") }
        return rates.sorted()[rates.count / 2]
    }
}
