/// The Reports module: renders sweep results as text, JSON, JUnit, SARIF and HTML.
public enum ReportsModule {}
