import Quire

// The benchmark: `swift run -c release quire-bench [--json]`. Figures are added per layer.
print("quire-bench \(QuireInfo.version): no figures yet")
