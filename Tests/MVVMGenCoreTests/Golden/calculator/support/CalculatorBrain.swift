// Stands in for the person's fat model, so the generated code can be compiled.
final class CalculatorBrain {}
