# Checks satabs_go.py against a small stand-in of BenchExec's API (BenchExec
# is not installable here): command lines and the mapping of result lines
# and exit codes.
import sys
import types
import unittest


def install_fake_benchexec():
    be = types.ModuleType("benchexec")
    res = types.ModuleType("benchexec.result")
    for name in ["TRUE_PROP", "FALSE_REACH", "FALSE_OVERFLOW", "FALSE_DEREF", "FALSE_FREE", "FALSE_MEMTRACK", "FALSE_PROP"]:
        setattr(res, "RESULT_" + name, name.lower())
    res.RESULT_UNKNOWN = "unknown"
    res.RESULT_ERROR = "ERROR"
    tools = types.ModuleType("benchexec.tools")
    template = types.ModuleType("benchexec.tools.template")

    class BaseTool2:
        def _version_from_tool(self, executable, arg="--version", line_prefix=None):
            return "0.1.0"

    template.BaseTool2 = BaseTool2
    util = types.ModuleType("benchexec.tools.sv_benchmarks_util")
    util.ILP32, util.LP64 = "ILP32", "LP64"

    def get_data_model_from_task(task, mapping):
        return mapping.get(task.options.get("data_model")) if task.options else None

    util.get_data_model_from_task = get_data_model_from_task
    be.result, be.tools = res, tools
    tools.template, tools.sv_benchmarks_util = template, util
    sys.modules.update({"benchexec": be, "benchexec.result": res, "benchexec.tools": tools,
                        "benchexec.tools.template": template, "benchexec.tools.sv_benchmarks_util": util})


install_fake_benchexec()
import satabs_go  # noqa: E402


class Task:
    def __init__(self, model):
        self.single_input_file = "t.c"
        self.property_file = "unreach-call.prp"
        self.options = {"data_model": model}


class Limits:
    cputime = 900
    memory = 15000000000


class Run:
    def __init__(self, lines, code, timeout=False):
        self.output = lines
        self.exit_code = types.SimpleNamespace(value=code)
        self.was_timeout = timeout


class TestTool(unittest.TestCase):
    def test_cmdline(self):
        t = satabs_go.Tool()
        cmd = t.cmdline("satabs-go", ["--stats"], Task("LP64"), Limits())
        self.assertEqual(cmd[:4], ["satabs-go", "--stats", "--property", "unreach-call.prp"])
        self.assertIn("--64", cmd)
        self.assertEqual(cmd[cmd.index("--timeout") + 1], "855")
        self.assertEqual(cmd[-1], "t.c")
        self.assertIn("--32", t.cmdline("satabs-go", [], Task("ILP32"), Limits()))

    def test_results(self):
        t = satabs_go.Tool()
        cases = [
            (["VERIFICATION SUCCESSFUL", "Result: TRUE"], 0, "true_prop"),
            (["Counterexample:", "VERIFICATION FAILED", "Result: FALSE(unreach-call)"], 10, "false_reach"),
            (["VERIFICATION FAILED", "Result: FALSE(no-overflow)"], 10, "false_overflow"),
            (["VERIFICATION FAILED", "Result: FALSE(valid-deref)"], 10, "false_deref"),
            (["VERIFICATION INCONCLUSIVE", "Result: UNKNOWN(timeout)"], 5, "unknown(timeout)"),
            (["VERIFICATION INCONCLUSIVE", "Result: UNKNOWN(input error: x)"], 6, "ERROR(input error: x)"),
            (["panic"], 1, "ERROR(internal error)"),
            ([], 0, "ERROR(no result line)"),
        ]
        for lines, code, want in cases:
            self.assertEqual(t.determine_result(Run(lines, code)), want, lines)
        self.assertEqual(t.determine_result(Run([], 9, timeout=True)), "TIMEOUT")


if __name__ == "__main__":
    unittest.main()
