/// The HTML report's inline pieces: its bar charts (inline SVG), its style sheet and its
/// filter script. Nothing here refers to anything outside the page.
enum BarChart {
    /// Horizontal bars, one row per `(label, value)`, scaled to the largest value; `style`
    /// names the CSS class that colours them.
    static func render(_ rows: [(String, Int)], style: String) -> String {
        guard let largest = rows.map(\.1).max(), largest > 0 else { return "<p class=\"empty\">None.</p>" }
        let row = 22, labelWidth = 230, barWidth = 250
        let height = rows.count * row + 4
        var out = "<svg class=\"chart \(style)\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 540 \(height)\" "
        out += "width=\"540\" height=\"\(height)\" role=\"img\">"
        for (index, (label, value)) in rows.enumerated() {
            let y = index * row + 2
            let width = max(2, value * barWidth / largest)
            let shown = label.count > 34 ? "…" + String(label.suffix(33)) : label
            out += "<g><title>\(Escaping.html(label)): \(value)</title>"
            out += "<text x=\"\(labelWidth - 6)\" y=\"\(y + 15)\" text-anchor=\"end\">\(Escaping.html(shown))</text>"
            out += "<rect x=\"\(labelWidth)\" y=\"\(y + 3)\" width=\"\(width)\" height=\"16\" rx=\"2\"/>"
            out += "<text x=\"\(labelWidth + width + 5)\" y=\"\(y + 15)\" class=\"value\">\(value)</text></g>"
        }
        return out + "</svg>"
    }
}

extension HTMLReporter {
    static let css = """
        body{font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;margin:0;color:#1f2328;background:#fff}
        header,section{padding:12px 28px}header{background:#f6f8fa;border-bottom:1px solid #d0d7de}
        h1{font-size:22px;margin:4px 0}h2{font-size:18px;border-bottom:1px solid #d0d7de;padding-bottom:4px}
        h3{font-size:14px;margin:18px 0 6px;font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
        .charts{display:flex;flex-wrap:wrap;gap:24px}figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}
        svg text{font:12px -apple-system,Helvetica,Arial,sans-serif;fill:#1f2328}svg text.value,svg text.note{fill:#57606a}
        .chart rect{fill:#4a78b0}.chart.folder rect{fill:#6e7781}.chart.singleton rect{fill:#d62728}.chart.locator rect{fill:#e07b00}
        .picture .hidden-edge{fill:none;stroke:#d62728;stroke-dasharray:6 4;opacity:.55}
        .picture .box rect{fill:#f6f8fa;stroke:#8c959f}.picture .singleton rect{fill:#fde2e2;stroke:#d62728;stroke-width:2}
        .picture .container rect{fill:#fff5d6;stroke:#b8860b}.picture .target rect{fill:#eef4fb;stroke:#4a78b0}
        .picture text.axis{font-weight:600;fill:#57606a}
        .filters{position:sticky;top:0;background:#fff;padding:8px 0;border-bottom:1px solid #eaeef2;z-index:1}
        select{font:inherit;margin-right:12px}.shown{color:#57606a}
        .finding{border:1px solid #d0d7de;border-radius:6px;margin:8px 0;padding:6px 12px}
        .finding p{margin:4px 0}.location{font-family:ui-monospace,Menlo,monospace;color:#57606a}
        .badge{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;font-weight:600;color:#fff}
        .badge.error{background:#cf222e}.badge.warning{background:#bf8700}.badge.note{background:#0969da}
        a.rule{font-family:ui-monospace,Menlo,monospace;font-size:12px}
        pre{background:#f6f8fa;border-radius:4px;padding:6px 10px;overflow-x:auto;font:12px/1.5 ui-monospace,Menlo,monospace}
        .line{display:block}.line.flagged{background:#fff8c5}
        .line-number{color:#8c959f;margin-right:12px;user-select:none;display:inline-block;min-width:3em;text-align:right}mark{background:#ffd8b5;border-bottom:2px solid #d62728}
        .help{color:#57606a;font-size:13px}.rule-help p{white-space:pre-line}.empty{color:#57606a}
        """

    /// Applies the filters from the selects, keeps the URL fragment in step (so a filtered
    /// view can be bookmarked or linked), and applies a fragment given on load.
    static let script = """
        (function () {
          var rule = document.getElementById('rule-filter'), severity = document.getElementById('severity-filter');
          var findings = Array.prototype.slice.call(document.querySelectorAll('.finding'));
          var files = Array.prototype.slice.call(document.querySelectorAll('.file'));
          function apply() {
            var shown = 0;
            findings.forEach(function (f) {
              var visible = (!rule.value || f.dataset.rule === rule.value) && (!severity.value || f.dataset.severity === severity.value);
              f.hidden = !visible;
              if (visible) shown++;
            });
            files.forEach(function (file) { file.hidden = !file.querySelector('.finding:not([hidden])'); });
            document.getElementById('shown').textContent = shown;
            var parts = [];
            if (rule.value) parts.push('rule=' + rule.value);
            if (severity.value) parts.push('severity=' + severity.value);
            var hash = parts.length ? '#' + parts.join('&') : '';
            if (location.hash !== hash) { try { history.replaceState(null, '', hash || location.pathname); } catch (e) {} }
          }
          function fromHash() {
            var parameters = new URLSearchParams(location.hash.slice(1));
            rule.value = parameters.get('rule') || '';
            severity.value = parameters.get('severity') || '';
            if (rule.selectedIndex < 0) rule.value = '';
            if (severity.selectedIndex < 0) severity.value = '';
            apply();
          }
          rule.addEventListener('change', apply);
          severity.addEventListener('change', apply);
          window.addEventListener('hashchange', fromHash);
          fromHash();
        })();
        """
}
