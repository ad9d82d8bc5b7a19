"""A cluster: a Dask distributed LocalCluster of two worker
processes parses a URL column of every dataset (WPT's inputs when the
datasets are missing), partitioned across the workers with map_partitions
and the package's columnar.components, and the result must equal the
single-process one. Needs Debian's python3-distributed (mk/python.mk runs
this with /usr/bin/python3); without it the module is skipped.

Fork: the library holds the Go runtime, which a child made by fork() cannot
run. The workers are started with the "spawn" method (Dask's default, set
here explicitly), so each loads the library itself; the test checks that
each worker is a process of its own that loaded it and is not a forked
child."""
import os
import unittest

try:
    import dask
    import dask.dataframe as dd
    import pandas as pd
    from distributed import Client, LocalCluster, futures_of, wait
except ImportError:
    raise unittest.SkipTest("dask.distributed is not installed for this interpreter "
                            "(make test-dask runs this with Debian's)")

from whatwgurl import columnar

from test_columnar import datasets, wpt_groups

N_WORKERS = 2


def worker_facts():
    """What a worker says about itself: its pid, whether the library was
    loaded in a forked child, and a parse through it."""
    import whatwgurl as w
    return os.getpid(), w._fork.forked_after_load, w.parse_many(["HTTPS://Example.COM/x"]).hrefs[0]


class TestDaskCluster(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.config = dask.config.set({"distributed.worker.multiprocessing-method": "spawn"})
        cls.config.__enter__()
        cls.cluster = LocalCluster(n_workers=N_WORKERS, threads_per_worker=1, processes=True,
                                   dashboard_address=None)
        cls.client = Client(cls.cluster)

    @classmethod
    def tearDownClass(cls):
        cls.client.close()
        cls.cluster.close()
        cls.config.__exit__(None, None, None)

    def test_workers_load_the_library_themselves(self):
        facts = self.client.run(worker_facts)
        self.assertEqual(len(facts), N_WORKERS)
        pids = {pid for pid, _, _ in facts.values()}
        self.assertEqual(len(pids), N_WORKERS)
        self.assertNotIn(os.getpid(), pids)
        for pid, forked, href in facts.values():
            self.assertFalse(forked, f"worker {pid} is a forked child")
            self.assertEqual(href, "https://example.com/x")

    def columns(self):
        sets = datasets()
        if sets:
            return sets
        print("NOTE: datasets not found (set WHATWGURL_DATASETS_DIR): the cluster parses "
              "WPT's inputs instead")
        return {"wpt": [inp for inputs in wpt_groups().values() for inp in inputs]}

    def test_map_partitions_equals_one_process(self):
        for name, urls in self.columns().items():
            with self.subTest(name):
                s = pd.Series(urls, name="url")
                want = columnar.components(s)
                ds = dd.from_pandas(s, npartitions=4 * N_WORKERS)
                parts = ds.map_partitions(columnar.components, meta=columnar.components_meta())
                parts = self.client.persist(parts)
                wait(parts)
                held = self.client.who_has(futures_of(parts))
                workers = {w for ws in held.values() for w in ws}
                self.assertEqual(len(workers), N_WORKERS,
                                 f"{name}: the partitions were all on {workers}")
                got = parts.compute()
                pd.testing.assert_frame_equal(got, want)
                self.assertEqual(len(got), len(urls))
                print(f"Dask: {name}: {len(got)} rows in {ds.npartitions} partitions on "
                      f"{len(workers)} worker processes, equal to one process "
                      f"({int(got['href'].isna().sum())} failed rows)")


if __name__ == "__main__":
    unittest.main()
