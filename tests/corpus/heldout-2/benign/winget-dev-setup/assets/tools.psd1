@{
    Winget = @(
        @{ Id = 'Git.Git';                 Version = '2.44.0' }
        @{ Id = 'Microsoft.VisualStudioCode'; Version = '1.88.1' }
        @{ Id = 'OpenJS.NodeJS.LTS';       Version = '20.12.2' }
        @{ Id = 'Python.Python.3.12';      Version = '3.12.3' }
        @{ Id = 'Microsoft.PowerShell';    Version = '7.4.2.0' }
    )
    Download = @(
        # Example entry: replace the hash with the one published on the vendor's release page.
        @{ Name = 'ExampleTool'; Url = 'https://downloads.example.com/exampletool/1.2.3/ExampleTool-Setup.exe';
           Sha256 = '0000000000000000000000000000000000000000000000000000000000000000'; Args = '/S' }
    )
}
