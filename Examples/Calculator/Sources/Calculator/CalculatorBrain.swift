final class CalculatorBrain {}
