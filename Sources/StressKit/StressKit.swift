/// The StressKit module: the variant matrix, the sweep over it, and the findings it produces.
public enum StressKitModule {}
