# BenchExec tool-info module for satabs-go, a bit-precise software model
# checker for C (counterexample-guided predicate abstraction on SAT).
#
# Put this file where BenchExec finds tool-info modules (for example into
# benchexec/tools/ or on PYTHONPATH, and name it in <benchmark
# tool="satabs_go">), and satabs-go on the PATH.

import benchexec.result as result
import benchexec.tools.template
from benchexec.tools.sv_benchmarks_util import get_data_model_from_task, ILP32, LP64


class Tool(benchexec.tools.template.BaseTool2):
    """
    Tool info for satabs-go.
    Output: the run ends with two lines, the second of them
      Result: TRUE | FALSE(<property>) | UNKNOWN(<reason>)
    Exit codes: 0 TRUE, 10 FALSE, 5 UNKNOWN, 6 input error, 1 internal error.
    """

    def executable(self, tool_locator):
        return tool_locator.find_executable("satabs-go")

    def name(self):
        return "satabs-go"

    def version(self, executable):
        return self._version_from_tool(executable, arg="--version", line_prefix="satabs-go ")

    def cmdline(self, executable, options, task, rlimits):
        cmd = [executable] + list(options)
        if task.property_file:
            cmd += ["--property", task.property_file]
        data_model = get_data_model_from_task(task, {ILP32: "--32", LP64: "--64"})
        if data_model:
            cmd.append(data_model)
        # Stop a little before BenchExec's limits, so that the tool itself
        # answers UNKNOWN(timeout) or UNKNOWN(memory limit).
        if rlimits.cputime and "--timeout" not in options:
            cmd += ["--timeout", str(max(1, int(rlimits.cputime * 0.95)))]
        if rlimits.memory and "--memory-limit" not in options:
            cmd += ["--memory-limit", str(int(rlimits.memory * 0.9))]
        return cmd + [task.single_input_file]

    def determine_result(self, run):
        for line in reversed(run.output):
            line = line.strip()
            if not line.startswith("Result: "):
                continue
            verdict = line[len("Result: "):]
            if verdict == "TRUE":
                return result.RESULT_TRUE_PROP
            if verdict.startswith("FALSE(") and verdict.endswith(")"):
                prop = verdict[len("FALSE("):-1]
                if prop == "unreach-call":
                    return result.RESULT_FALSE_REACH
                if prop == "no-overflow":
                    return result.RESULT_FALSE_OVERFLOW
                if prop == "valid-deref":
                    return result.RESULT_FALSE_DEREF
                if prop == "valid-free":
                    return result.RESULT_FALSE_FREE
                if prop == "valid-memtrack":
                    return result.RESULT_FALSE_MEMTRACK
                return result.RESULT_FALSE_PROP
            if verdict.startswith("UNKNOWN"):
                if run.exit_code.value == 6:
                    return result.RESULT_ERROR + verdict[len("UNKNOWN"):]
                return result.RESULT_UNKNOWN + verdict[len("UNKNOWN"):]
        if run.was_timeout:
            return "TIMEOUT"
        if run.exit_code.value == 1:
            return result.RESULT_ERROR + "(internal error)"
        return result.RESULT_ERROR + "(no result line)"
