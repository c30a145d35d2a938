import { useQuery } from "@apollo/client/react";
import { MEDIA_LIMITS } from "../../../../../common/media";
import { useEffect, useState } from "react";
import { MediaLibraryDocument } from "../../../graphql/generated";

/** How long typing pauses before the server is asked, so a word is one request, not one per letter. */
const SEARCH_DELAY_MS = 300;

/** The library's images, searched by name and alt text on the server, a page at a time. */
export function useMediaLibrary() {
  const [search, setSearch] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const variables = { search: term || undefined, limit: MEDIA_LIMITS.pageSize, offset: 0 };
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(MediaLibraryDocument, {
    variables,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  // While a new search loads, the last answer stays on screen instead of a spinner per keystroke.
  const page = (data ?? previousData)?.mediaItems;

  const loadMore = () =>
    fetchMore({
      variables: { ...variables, offset: page?.items.length ?? 0 },
      updateQuery: (previous, { fetchMoreResult }) => ({
        mediaItems: {
          ...fetchMoreResult.mediaItems,
          items: [...(previous.mediaItems?.items ?? []), ...fetchMoreResult.mediaItems.items],
        },
      }),
    });

  return { search, setSearch, term, page, error, loading, refetch, loadMore };
}
